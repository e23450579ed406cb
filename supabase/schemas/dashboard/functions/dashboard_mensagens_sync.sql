CREATE FUNCTION public.dashboard_mensagens_sync() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    perform public.dashboard_mensagens_aplicar(array(select n.id_dono from novas n), '{}');
  elsif tg_op = 'DELETE' then
    perform public.dashboard_mensagens_aplicar('{}', array(select o.id_dono from antigas o));
  else
    perform public.dashboard_mensagens_aplicar(
      array(select n.id_dono from novas n join antigas o on o.id = n.id where n.id_dono <> o.id_dono),
      array(select o.id_dono from novas n join antigas o on o.id = n.id where n.id_dono <> o.id_dono));
  end if;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.dashboard_mensagens_sync() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_mensagens_sync() TO service_role;

CREATE TRIGGER dashboard_mensagens_del AFTER DELETE ON public.chat_messages REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_mensagens_sync();

CREATE TRIGGER dashboard_mensagens_ins AFTER INSERT ON public.chat_messages REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_mensagens_sync();

CREATE TRIGGER dashboard_mensagens_upd AFTER UPDATE ON public.chat_messages REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_mensagens_sync();
