CREATE FUNCTION public.record_incoming(p_instance text, p_wa_id text, p_chat text, p_nome text, p_texto text) RETURNS jsonb
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
  c := public.conversation_for(o.user_id, p_chat, p_nome);
  insert into public.chat_messages
    (user_id, conversa_id, atendimento_id, instance_name, wa_message_id, remote_jid, phone, direction, autor, body)
  values (o.user_id, c.id, c.atendimento_id, lower(p_instance), p_wa_id, c.chat, c.telefone, 'in', 'cliente', p_texto)
  on conflict (instance_name, wa_message_id) where wa_message_id is not null do nothing
  returning id into v_id;
  if v_id is not null then
    -- The Cloud API's 24-hour window opens at each message of the client.
    update public.conversas set cliente_escreveu_em = now() where id = c.id;
  end if;
  return public.conversation_json(c) || jsonb_build_object('duplicate', v_id is null);
end;
$$;

REVOKE ALL ON FUNCTION public.record_incoming(p_instance text, p_wa_id text, p_chat text, p_nome text, p_texto text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_incoming(p_instance text, p_wa_id text, p_chat text, p_nome text, p_texto text) TO service_role;
