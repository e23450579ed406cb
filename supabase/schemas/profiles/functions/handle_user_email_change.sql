CREATE FUNCTION public.handle_user_email_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION public.handle_user_email_change() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.handle_user_email_change() TO service_role;

CREATE TRIGGER on_auth_user_email_changed AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (((old.email)::text IS DISTINCT FROM (new.email)::text)) EXECUTE FUNCTION public.handle_user_email_change();
