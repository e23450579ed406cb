CREATE FUNCTION public.subscriptions_reminders_due_again() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.reminders_due_again(p.id_dono) from public.profiles p where p.id = new.user_id;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.subscriptions_reminders_due_again() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.subscriptions_reminders_due_again() TO service_role;

CREATE TRIGGER subscriptions_reminders_due_again AFTER INSERT OR UPDATE ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION public.subscriptions_reminders_due_again();
