CREATE FUNCTION public.chat_messages_set_dono() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.id_dono := (select p.id_dono from public.profiles p where p.id = new.user_id);
  if new.id_dono is null then
    raise exception 'no profile for user %', new.user_id using errcode = '23503';
  end if;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION public.chat_messages_set_dono() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.chat_messages_set_dono() TO service_role;

CREATE TRIGGER chat_messages_set_dono BEFORE INSERT OR UPDATE OF user_id, id_dono ON public.chat_messages FOR EACH ROW EXECUTE FUNCTION public.chat_messages_set_dono();
