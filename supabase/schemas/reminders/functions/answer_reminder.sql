CREATE FUNCTION public.answer_reminder(p_instance text, p_phone text, p_answer text, p_agendamento uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_dono   text;
  v_key    text := public.phone_key(p_phone);
  n        public.notifications;
  g        public.g_agenda;
  o        record;
begin
  if p_answer not in ('confirmado', 'cancelado') then
    raise exception 'answer must be confirmado or cancelado' using errcode = '22023';
  end if;
  select p.id_dono into v_dono
  from public.whatsapp_instances w join public.profiles p on p.id = w.user_id
  where w.instance_name = lower(p_instance);
  if v_dono is null or coalesce(v_key, '') = '' then
    return jsonb_build_object('matched', false);
  end if;

  select x.* into n
  from public.notifications x
  where x.id_dono = v_dono
    and x.channel = 'whatsapp'
    and x.status = 'sent'
    and x.template in ('lembrete_24h', 'lembrete_1h', 'lembrete_manual')
    and public.phone_key(x.recipient) = v_key
    -- A template's button names its appointment; a typed '1' / '2' answers the newest reminder.
    and (p_agendamento is null or x.agendamento_id = p_agendamento)
  order by x.sent_at desc
  limit 1
  for update;
  if n.id is null or n.answered_at is not null then
    return jsonb_build_object('matched', false);
  end if;
  select a.* into g from public.g_agenda a where a.id = n.agendamento_id;
  if g.id is null
     or g.status not in ('agendado', 'confirmado', 'reagendado')
     or public.appointment_start(g.data, g.inicio) <= now()
     or (n.for_start is not null and n.for_start is distinct from public.appointment_start(g.data, g.inicio)) then
    return jsonb_build_object('matched', false);
  end if;

  -- Every reminder of that appointment is answered by this one answer.
  update public.notifications
  set answered_at = now(), answer = p_answer
  where agendamento_id = g.id and status = 'sent' and answered_at is null;

  update public.g_agenda set status = p_answer where id = g.id returning * into g;
  -- Sign what the history trigger wrote in this transaction as the client's (its `data` defaults to
  -- now(), the transaction's time); a confirmation of an appointment already confirmed wrote nothing.
  update public.g_agenda_historico h
  set acao = case p_answer when 'confirmado' then 'Confirmado pelo cliente pelo WhatsApp'
                           else 'Cancelado pelo cliente pelo WhatsApp' end,
      usuario = 'Cliente'
  where h.agendamento_id = g.id and h.data = now();
  if not found then
    insert into public.g_agenda_historico (id_dono, agendamento_id, acao, detalhes, usuario)
    values (g.id_dono, g.id,
            case p_answer when 'confirmado' then 'Confirmado pelo cliente pelo WhatsApp'
                          else 'Cancelado pelo cliente pelo WhatsApp' end,
            coalesce(nullif(btrim(g.nome), ''), 'Cliente') || ' — ' || to_char(g.data, 'DD/MM/YYYY') || ' às '
              || to_char(g.inicio, 'HH24:MI'),
            'Cliente');
  end if;

  select b.negocio, b.booking_slug into o from public.owner_business(v_dono) b;

  return jsonb_build_object(
    'matched', true,
    'agendamento_id', g.id,
    'status', g.status,
    'nome', coalesce(nullif(btrim(g.nome), ''), 'cliente'),
    'data', to_char(g.data, 'DD/MM/YYYY'),
    'hora', to_char(g.inicio, 'HH24:MI'),
    'negocio', o.negocio,
    'slug', o.booking_slug);
end;
$$;

REVOKE ALL ON FUNCTION public.answer_reminder(p_instance text, p_phone text, p_answer text, p_agendamento uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.answer_reminder(p_instance text, p_phone text, p_answer text, p_agendamento uuid) TO service_role;
