CREATE FUNCTION public.open_attendance(p_conversa uuid, p_wa_id text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c     public.conversas;
  v_at  timestamptz;
  v_att uuid;
begin
  select * into c from public.conversas where id = p_conversa for update;
  select m.created_at into v_at from public.chat_messages m
  where m.conversa_id = c.id and m.wa_message_id = p_wa_id;
  v_at := coalesce(v_at, now());
  if c.atendimento_id is null then
    insert into public.g_atendimento (id_dono, conversa_id, status, data_atendimento, ultima_mensagem_em,
                                      assumido)
    values (c.id_dono, c.id, 'em_andamento', v_at, v_at, c.estado in ('aguardando', 'voce'))
    returning id into v_att;
    -- A conversation the owner had paused stays theirs; otherwise the assistant answers.
    update public.conversas
    set atendimento_id = v_att,
        estado = case when estado in ('aguardando', 'voce') then estado else 'assistente' end
    where id = c.id
    returning * into c;
    update public.chat_messages set atendimento_id = v_att
    where conversa_id = c.id and wa_message_id = p_wa_id;
  end if;
  return public.conversation_json(c);
end;
$$;

REVOKE ALL ON FUNCTION public.open_attendance(p_conversa uuid, p_wa_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.open_attendance(p_conversa uuid, p_wa_id text) TO service_role;
