CREATE FUNCTION public.enqueue_due_reminders(p_agendamento uuid DEFAULT NULL::uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_hoje  date := (now() at time zone 'America/Sao_Paulo')::date;
  v_ids   uuid[] := '{}';
  v_dues  timestamptz[] := '{}';
  v_count integer;
begin
  if p_agendamento is null then
    select coalesce(array_agg(d.agendamento_id), '{}'), coalesce(array_agg(d.due_at), '{}')
      into v_ids, v_dues
      from (select agendamento_id, due_at from public.reminder_due
             where due_at <= now() order by due_at limit 5000) d;
  end if;

  with due as materialized (
    -- appointment_start(data, inicio), written out: a function with its own search_path is not
    -- inlined, and this runs for every row.
    select g.*, (g.data + g.inicio) at time zone 'America/Sao_Paulo' as starts_at
    from public.g_agenda g
    where p_agendamento is not null and g.id = p_agendamento
      and g.data between v_hoje and v_hoje + 1
      and g.status in ('agendado', 'confirmado', 'reagendado')
    union all
    select g.*, (g.data + g.inicio) at time zone 'America/Sao_Paulo' as starts_at
    from public.g_agenda g
    where p_agendamento is null
      and g.id = any(v_ids)
      and g.status in ('agendado', 'confirmado', 'reagendado')
  ),
  -- What is due and not queued yet. The recipient is worked out afterwards, for these rows only.
  wanted as materialized (
    select a.id, a.id_dono, a.nome, a.data, a.inicio, a.num_cliente, a.email_cliente, a.starts_at, k.template,
           k.antes, c.channel
    from due a
    join public.reminder_settings r on r.id_dono = a.id_dono
    cross join lateral (values ('lembrete_24h', interval '24 hours', r.antes24h),
                               ('lembrete_1h', interval '1 hour', r.antes1h)) k(template, antes, wanted)
    cross join lateral (values ('whatsapp', r.whatsapp, a.num_cliente),
                               ('email', r.email, a.email_cliente)) c(channel, enabled, address)
    where a.starts_at > now()
      and a.starts_at - k.antes <= now()
      and k.wanted
      and not (k.template = 'lembrete_24h' and r.antes1h and a.starts_at - interval '1 hour' <= now())
      and c.enabled
      and c.address is not null
      -- Queued already (the conflict below): nothing more to check.
      and not exists (
        select 1 from public.notifications q
        where q.agendamento_id = a.id and q.channel = c.channel and q.template = k.template
          and q.for_start = a.starts_at and q.template in ('lembrete_24h', 'lembrete_1h'))
  ),
  -- Automatic reminders are a paid feature: asked once per owner, not once per appointment (the
  -- owners materialized first: otherwise the planner moves the check below the distinct, once per row).
  owners as materialized (select distinct id_dono from wanted),
  paid as materialized (
    select o.id_dono from owners o where public.owner_has_paid_access(o.id_dono)
  ),
  -- Materialized so the per-row checks below run once per row left, not once per row and owner.
  ready as materialized (
    select w.*,
           case w.channel when 'whatsapp' then public.whatsapp_recipient(w.num_cliente)
                          else lower(w.email_cliente) end as recipient
    from wanted w
    where w.id_dono in (select paid.id_dono from paid)
  )
  insert into public.notifications
    (id_dono, agendamento_id, channel, template, recipient, payload, status, scheduled_for, for_start)
  select a.id_dono, a.id, a.channel, a.template, a.recipient,
         jsonb_build_object('nome', coalesce(nullif(btrim(a.nome), ''), 'cliente'),
                            'data', to_char(a.data, 'DD/MM/YYYY'), 'hora', to_char(a.inicio, 'HH24:MI')),
         'scheduled', a.starts_at - a.antes, a.starts_at
  from ready a
  where a.recipient is not null
    -- A client who wrote SAIR gets no reminder on any channel; one who left by the e-mail's link, no e-mail.
    and not public.opted_out(a.id_dono, a.num_cliente)
    and not (a.channel = 'email' and public.email_opted_out(a.id_dono, a.recipient))
    -- Moving an appointment again and again must not turn into a stream of messages: the first move
    -- re-queues at once, later ones once the newest re-queue is an interval old (the minute job
    -- queues the latest time then: the appointment stays due meanwhile, below).
    and not exists (
      select 1 from public.notifications n
      where n.agendamento_id = a.id and n.channel = a.channel and n.template = a.template
        and n.created_at > now() - public.reminder_requeue_interval()
        and exists (select 1 from public.notifications m
                    where m.agendamento_id = a.id and m.channel = a.channel and m.template = a.template
                      and m.id <> n.id))
  on conflict (agendamento_id, channel, template, for_start) where template in ('lembrete_24h', 'lembrete_1h')
  do nothing;
  get diagnostics v_count = row_count;

  if p_agendamento is null and cardinality(v_ids) > 0 then
    -- Each row read moves on to its next time, or leaves once its last time has come; unless it
    -- changed meanwhile (a move wrote a new time: kept), or its new start is not queued while a
    -- re-queue of it is recent (held back: looked at again each minute until the interval passes).
    with seen as (
      select p.id, p.due_at, g.starts_at - interval '1 hour' as last_due,
             coalesce(g.status in ('agendado', 'confirmado', 'reagendado'), false) as active
      from unnest(v_ids, v_dues) p(id, due_at)
      left join lateral (
        select x.status, (x.data + x.inicio) at time zone 'America/Sao_Paulo' as starts_at
        from public.g_agenda x where x.id = p.id) g on true
      where not (
        exists (
          select 1 from public.notifications n
          where n.agendamento_id = p.id and n.template in ('lembrete_24h', 'lembrete_1h')
            and n.created_at > now() - public.reminder_requeue_interval()
            and exists (select 1 from public.notifications m
                        where m.agendamento_id = n.agendamento_id and m.channel = n.channel
                          and m.template = n.template and m.id <> n.id))
        and not exists (
          select 1 from public.notifications q
          where q.agendamento_id = p.id and q.for_start = g.starts_at
            and q.template in ('lembrete_24h', 'lembrete_1h')))
    ),
    gone as (
      delete from public.reminder_due d using seen r
      where d.agendamento_id = r.id and d.due_at = r.due_at and not (r.active and r.last_due > now())
    )
    update public.reminder_due d set due_at = r.last_due
      from seen r
     where d.agendamento_id = r.id and d.due_at = r.due_at and r.active and r.last_due > now();
  end if;
  return v_count;
end;
$$;

REVOKE ALL ON FUNCTION public.enqueue_due_reminders(p_agendamento uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.enqueue_due_reminders(p_agendamento uuid) TO service_role;
