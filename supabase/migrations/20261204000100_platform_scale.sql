-- Platform scale: what `npm run bench:scale` (supabase/tests/bench/scale.ts) found scanning
-- more than its due rows at 1,000 owners. Behaviour unchanged; see the bench's plans
-- (supabase/tests/bench/out/scale-<owners>-plans.txt) for before and after.

------------------------------------------------------------------------------------------------
-- "Did this client write SAIR?" by owner and number, not by every conversation of the owner
------------------------------------------------------------------------------------------------

-- opted_out(p_id_dono, p_phone) (the reminder job asks it per due appointment, the surveys and the
-- booking confirmations per send) read every conversation of the owner through the inbox's index and
-- filtered the number: thousands of rows for a large business. Only opted-out conversations matter,
-- so the index holds only those (tiny) and answers by owner and number.
create index conversas_opt_out_idx on public.conversas (id_dono, telefone) where opt_out_em is not null;

------------------------------------------------------------------------------------------------
-- Closing an attendance: did the client write in it? By the attendance, not every message
------------------------------------------------------------------------------------------------

-- close_attendance (the minute job's close_idle_attendances calls it per idle attendance, the owner's
-- 'Concluir' once) asks whether the client wrote in the attendance before queuing the survey; with no
-- index on chat_messages.atendimento_id that read every message of every owner (measured: 19 ms at
-- 100,000 messages, 300–550 ms at 1,000,000, so 200 idle attendances took a minute). The index serves the
-- foreign key's ON DELETE SET NULL too. Messages outside an attendance are left out.
create index chat_messages_atendimento_idx on public.chat_messages (atendimento_id) where atendimento_id is not null;

------------------------------------------------------------------------------------------------
-- The reminder queue: the window's rows that are not queued yet, and the paid check for their owners
------------------------------------------------------------------------------------------------

-- As before (20261202000300_reminder_sending.sql), with the same rows queued; what changed is the
-- work per run, which grew with every owner's appointments of today and tomorrow:
--  - the window is read by start time (the appointment starting from a little before now to a little
--    after 24 h from now, on g_agenda_upcoming_idx; the margins of 2 h only keep a change of
--    São Paulo's offset inside, the exact conditions stay below), not two whole days;
--  - a reminder already queued for that appointment, channel, kind and start (what ON CONFLICT
--    would have skipped) is left out first, by the unique index, before the per-row work (the
--    WhatsApp number's normalisation, SAIR, the e-mail opt-out, the re-queue rule), which ran for every
--    row of the window (~0.1 ms each for the number alone) and now runs for the rows due;
--  - has_paid_access is asked once for each owner of what is left (was: once per appointment of the
--    window, the check having been moved below the distinct by the planner);
--  - one appointment (the g_agenda trigger's call) is read by its id, not through the window.
create or replace function public.enqueue_due_reminders(p_agendamento uuid default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hoje  date := (now() at time zone 'America/Sao_Paulo')::date;
  v_lo    timestamp := (now() at time zone 'America/Sao_Paulo') - interval '2 hours';
  v_hi    timestamp := (now() at time zone 'America/Sao_Paulo') + interval '26 hours';
  v_count integer;
begin
  with due as materialized (
    -- appointment_start(data, inicio), written out: a function with its own search_path is not
    -- inlined, and this runs for every row of the window.
    select g.*, (g.data + g.inicio) at time zone 'America/Sao_Paulo' as starts_at
    from public.g_agenda g
    where p_agendamento is not null and g.id = p_agendamento
      and g.data between v_hoje and v_hoje + 1
      and g.status in ('agendado', 'confirmado', 'reagendado')
    union all
    select g.*, (g.data + g.inicio) at time zone 'America/Sao_Paulo' as starts_at
    from public.g_agenda g
    -- Anything starting in the next 24 h is on today's or tomorrow's date in São Paulo.
    where p_agendamento is null
      and g.data between v_hoje and v_hoje + 1
      and (g.data, g.inicio) > (v_lo::date, v_lo::time)
      and (g.data, g.inicio) <= (v_hi::date, v_hi::time)
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
    -- queues the latest time then).
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
  return v_count;
end;
$$;
