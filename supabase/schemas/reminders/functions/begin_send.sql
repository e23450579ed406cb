CREATE FUNCTION public.begin_send(p_user uuid, p_chat text, p_autor text, p_texto text, p_unless_paused boolean DEFAULT false, p_daily_cap integer DEFAULT NULL::integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  c     public.conversas;
  v_id  uuid;
  v_ins text;
  w     public.whatsapp_instances;
  v_ch  jsonb;
begin
  if p_autor not in ('assistente', 'voce', 'plataforma') then
    raise exception 'autor must be assistente, voce or plataforma' using errcode = '22023';
  end if;
  select * into w from public.whatsapp_instances x where x.user_id = p_user;
  v_ins := w.instance_name;
  -- How the send goes out: the channel and, for the Cloud API, its number and (encrypted) token.
  v_ch := jsonb_build_object('channel', w.channel, 'phone_number_id', w.phone_number_id,
                             'access_token', w.access_token);
  -- A number no client can write from ('123' typed in the agenda) is no conversation: it is sent
  -- unrecorded ({message_id: null}), and the gateway says why it is refused.
  if regexp_replace(coalesce(p_chat, ''), '\D', '', 'g') !~ '^[0-9]{8,20}$'
     or public.phone_key(p_chat) !~ '^[0-9]{8,15}$' then
    if p_autor <> 'voce' and v_ins is not null
       and not public.take_send_quota((select p.id_dono from public.profiles p where p.id = p_user), 'whatsapp', p_daily_cap) then
      raise exception 'owner_daily_cap' using errcode = 'P0001';
    end if;
    return v_ch || jsonb_build_object('message_id', null, 'instance_name', v_ins, 'janela', false,
                              'chat', regexp_replace(coalesce(p_chat, ''), '\D', '', 'g'));
  end if;
  c := public.conversation_for(p_user, p_chat);
  if p_unless_paused and c.estado in ('aguardando', 'voce') then
    return public.conversation_json(c) || jsonb_build_object('paused', true);
  end if;
  if p_autor <> 'voce' and v_ins is not null and not public.take_send_quota(c.id_dono, 'whatsapp', p_daily_cap) then
    raise exception 'owner_daily_cap' using errcode = 'P0001';
  end if;
  insert into public.chat_messages
    (user_id, conversa_id, atendimento_id, instance_name, remote_jid, phone, direction, autor, body, status)
  values (p_user, c.id, c.atendimento_id, v_ins, c.chat, c.telefone, 'out', p_autor, p_texto, 'enviando')
  returning id into v_id;
  return public.conversation_json(c) || v_ch || jsonb_build_object('message_id', v_id, 'instance_name', v_ins,
    'janela', coalesce(c.cliente_escreveu_em > now() - interval '24 hours', false));
end;
$_$;



SET default_tablespace = '';

SET default_table_access_method = heap;

REVOKE ALL ON FUNCTION public.begin_send(p_user uuid, p_chat text, p_autor text, p_texto text, p_unless_paused boolean, p_daily_cap integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.begin_send(p_user uuid, p_chat text, p_autor text, p_texto text, p_unless_paused boolean, p_daily_cap integer) TO service_role;
