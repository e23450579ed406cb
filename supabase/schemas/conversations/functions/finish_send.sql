CREATE FUNCTION public.finish_send(p_message uuid, p_wa_id text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  m public.chat_messages;
  s record;
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
  -- Statuses the Cloud API reported before this id was known.
  if p_wa_id is not null then
    for s in delete from public.chat_message_statuses x
             where x.instance_name = m.instance_name and x.wa_message_id = p_wa_id
             returning x.status, x.erro loop
      perform public.record_message_status(m.instance_name, p_wa_id, s.status, s.erro);
    end loop;
  end if;
end;
$$;

REVOKE ALL ON FUNCTION public.finish_send(p_message uuid, p_wa_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.finish_send(p_message uuid, p_wa_id text) TO service_role;
