CREATE FUNCTION public.record_own_message(p_instance text, p_wa_id text, p_chat text, p_texto text, p_via_api boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  o    record;
  c    public.conversas;
  v_id uuid;
begin
  select * into o from public.instance_owner(p_instance);
  if o.user_id is null then
    return jsonb_build_object('unknown_instance', true);
  end if;
  if exists (select 1 from public.chat_messages
             where instance_name = lower(p_instance) and wa_message_id = p_wa_id) then
    return jsonb_build_object('duplicate', true);
  end if;
  c := public.conversation_for(o.user_id, p_chat);
  update public.chat_messages
  set wa_message_id = p_wa_id
  where id = (select m.id from public.chat_messages m
              where m.conversa_id = c.id and m.status = 'enviando' and m.wa_message_id is null
                and m.body = p_texto and m.created_at > now() - interval '10 minutes'
              order by m.created_at limit 1)
  returning id into v_id;
  if v_id is not null then
    return public.conversation_json(c) || jsonb_build_object('duplicate', false, 'typed_on_phone', false);
  end if;
  insert into public.chat_messages
    (user_id, conversa_id, atendimento_id, instance_name, wa_message_id, remote_jid, phone, direction, autor, body)
  values (o.user_id, c.id, c.atendimento_id, lower(p_instance), p_wa_id, c.chat, c.telefone, 'out',
          case when p_via_api then 'assistente' else 'voce' end, p_texto)
  -- finish_send attached this id to the platform's send while the conversation's lock was awaited.
  on conflict (instance_name, wa_message_id) where wa_message_id is not null do nothing
  returning id into v_id;
  if v_id is null then
    return jsonb_build_object('duplicate', true);
  end if;
  if p_via_api then
    return public.conversation_json(c) || jsonb_build_object('duplicate', false, 'typed_on_phone', false);
  end if;
  c := public.pause_conversation(c.id, 'voce', null);
  return public.conversation_json(c) || jsonb_build_object('duplicate', false, 'typed_on_phone', true);
end;
$$;

REVOKE ALL ON FUNCTION public.record_own_message(p_instance text, p_wa_id text, p_chat text, p_texto text, p_via_api boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_own_message(p_instance text, p_wa_id text, p_chat text, p_texto text, p_via_api boolean) TO service_role;
