CREATE FUNCTION public.finish_send(p_message uuid, p_wa_id text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  m public.chat_messages;
begin
  select * into m from public.chat_messages where id = p_message for update;
  if m.id is null then
    return;
  end if;
  if p_wa_id is not null then
    delete from public.chat_messages
    where instance_name = m.instance_name and wa_message_id = p_wa_id and id <> m.id;
  end if;
  update public.chat_messages
  set status = 'enviada', wa_message_id = coalesce(p_wa_id, wa_message_id)
  where id = p_message;
end;
$$;

REVOKE ALL ON FUNCTION public.finish_send(p_message uuid, p_wa_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.finish_send(p_message uuid, p_wa_id text) TO service_role;
