CREATE FUNCTION public.record_message_status(p_instance text, p_wa_id text, p_status text, p_erro text DEFAULT NULL::text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_rank constant text[] := array['enviando', 'enviada', 'entregue', 'lida', 'falhou'];
  v_id   uuid;
begin
  if p_status not in ('enviada', 'entregue', 'lida', 'falhou') then
    raise exception 'status must be enviada, entregue, lida or falhou' using errcode = '22023';
  end if;
  -- Statuses may come out of order or twice: a message only moves forward (a failure is final).
  update public.chat_messages m
  set status = p_status,
      erro = case when p_status = 'falhou' then p_erro else m.erro end
  where m.instance_name = lower(p_instance) and m.wa_message_id = p_wa_id
    and array_position(v_rank, m.status) < array_position(v_rank, p_status)
  returning m.id into v_id;
  if v_id is not null then
    return true;
  end if;
  if exists (select 1 from public.chat_messages m
             where m.instance_name = lower(p_instance) and m.wa_message_id = p_wa_id) then
    return true;
  end if;
  -- Not known yet (finish_send has not stored the id): kept for finish_send; old leftovers go.
  insert into public.chat_message_statuses (instance_name, wa_message_id, status, erro)
  values (lower(p_instance), p_wa_id, p_status, p_erro)
  on conflict do nothing;
  delete from public.chat_message_statuses where created_at < now() - interval '1 day';
  return false;
end;
$$;

COMMENT ON FUNCTION public.record_message_status(p_instance text, p_wa_id text, p_status text, p_erro text) IS 'A delivery status of a sent message (Cloud API webhook); false when the message is not known yet (kept for finish_send).';

REVOKE ALL ON FUNCTION public.record_message_status(p_instance text, p_wa_id text, p_status text, p_erro text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_message_status(p_instance text, p_wa_id text, p_status text, p_erro text) TO service_role;
