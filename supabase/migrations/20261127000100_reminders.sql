-- Automatic reminders and the clients' answers to them.
--
-- 1. enqueue_due_reminders() puts the 24 h and 1 h reminders whose time has come into
--    `notifications`, per channel the owner enabled. pg_cron runs it every minute (hosted Supabase and
--    the local PostgreSQL 15); on PGlite, which has no pg_cron, the local stack calls it on a timer. A
--    trigger also runs it for an appointment written inside its reminder window, so a booking for
--    tomorrow gets its reminder now and not at the next minute.
-- 2. The reminders-dispatch function claims due rows with claim_due_reminders() (`for update skip
--    locked`: two dispatchers never take the same row), sends them and records the outcome with
--    finish_reminder(). A claimed row is 'sending' with a lease: its scheduled_for is moved to the
--    lease's end, so a dispatcher that died mid-batch leaves rows that become due again by themselves.
-- 3. whatsapp-webhook turns a client's '1' / '2' into answer_reminder(), which confirms or cancels the
--    appointment and signs the agenda's history as the client.
-- All times are São Paulo wall-clock times, as everywhere in the agenda.

------------------------------------------------------------------------------------------------
-- Columns
------------------------------------------------------------------------------------------------

-- The client's e-mail, for e-mail reminders (optional in the agenda and on the booking page).
alter table public.g_agenda
  add column email_cliente text check (email_cliente ~ '^[^\s@]+@[^\s@]+$');

alter table public.notifications
  add column attempts    integer not null default 0,
  -- The appointment start an automatic reminder was made for: a moved appointment gets new ones.
  add column for_start   timestamptz,
  add column answered_at timestamptz,
  add column answer      text check (answer in ('confirmado', 'cancelado'));

-- sending: claimed by a dispatcher (until scheduled_for, its lease); skipped: no longer wanted, `error`
-- says why (the appointment was cancelled, moved or is past, or the owner turned the reminder off).
alter table public.notifications drop constraint notifications_status_check;
alter table public.notifications add constraint notifications_status_check
  check (status in ('scheduled', 'sending', 'sent', 'failed', 'skipped'));

-- The queue: rows waiting and rows whose lease may run out.
drop index public.notifications_due_idx;
create index notifications_due_idx on public.notifications (scheduled_for)
  where status in ('scheduled', 'sending');

-- One automatic reminder per appointment, channel, kind and appointment time.
drop index public.notifications_one_auto_reminder;
create unique index notifications_one_auto_reminder
  on public.notifications (agendamento_id, channel, template, for_start)
  where template in ('lembrete_24h', 'lembrete_1h');

-- The answers: the newest reminder sent to a number.
create index notifications_awaiting_answer_idx on public.notifications (recipient, sent_at desc)
  where status = 'sent' and answered_at is null;

-- The minute job's window: active appointments by day.
create index g_agenda_upcoming_idx on public.g_agenda (data, inicio)
  where status in ('agendado', 'confirmado', 'reagendado');

------------------------------------------------------------------------------------------------
-- Enqueue
------------------------------------------------------------------------------------------------

-- The appointment's start as an instant.
create or replace function public.appointment_start(p_data date, p_inicio time)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select (p_data + p_inicio) at time zone 'America/Sao_Paulo';
$$;

-- The number WhatsApp wants: digits, with Brazil's 55 added to a national number (DDD + number).
create or replace function public.whatsapp_recipient(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when length(d) in (10, 11) then '55' || d else nullif(d, '') end
  from (select regexp_replace(coalesce(p_phone, ''), '\D', '', 'g') as d) s;
$$;

-- Inserts the reminders that are due now: the appointment is active and still ahead, its reminder
-- time has come, the owner wants that kind and that channel, and the client can be reached on it.
-- When the 1 h reminder is due too (a booking made less than an hour ahead, or a stack that was down),
-- only the 1 h one goes out. Returns how many were queued; already queued ones are left as they are.
create or replace function public.enqueue_due_reminders(p_agendamento uuid default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hoje  date := (now() at time zone 'America/Sao_Paulo')::date;
  v_count integer;
begin
  insert into public.notifications
    (id_dono, agendamento_id, channel, template, recipient, payload, status, scheduled_for, for_start)
  select a.id_dono, a.id, c.channel, k.template, c.recipient,
         jsonb_build_object('nome', coalesce(nullif(btrim(a.nome), ''), 'cliente'),
                            'data', to_char(a.data, 'DD/MM/YYYY'), 'hora', to_char(a.inicio, 'HH24:MI')),
         'scheduled', a.starts_at - k.antes, a.starts_at
  from (
    select g.*, public.appointment_start(g.data, g.inicio) as starts_at
    from public.g_agenda g
    -- Anything starting in the next 24 h is on today's or tomorrow's date in São Paulo.
    where g.data between v_hoje and v_hoje + 1
      and g.status in ('agendado', 'confirmado', 'reagendado')
      and (p_agendamento is null or g.id = p_agendamento)
  ) a
  join public.reminder_settings r on r.id_dono = a.id_dono
  cross join lateral (values ('lembrete_24h', interval '24 hours', r.antes24h),
                             ('lembrete_1h', interval '1 hour', r.antes1h)) k(template, antes, wanted)
  cross join lateral (values ('whatsapp', r.whatsapp, public.whatsapp_recipient(a.num_cliente)),
                             ('email', r.email, lower(a.email_cliente))) c(channel, enabled, recipient)
  where a.starts_at > now()
    and a.starts_at - k.antes <= now()
    and k.wanted
    and not (k.template = 'lembrete_24h' and r.antes1h and a.starts_at - interval '1 hour' <= now())
    and c.enabled
    and c.recipient is not null
  on conflict (agendamento_id, channel, template, for_start) where template in ('lembrete_24h', 'lembrete_1h')
  do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- An appointment written inside its reminder window gets its reminders now.
create or replace function public.g_agenda_enqueue_reminders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.appointment_start(new.data, new.inicio) between now() and now() + interval '24 hours' then
    perform public.enqueue_due_reminders(new.id);
  end if;
  return null;
end;
$$;
revoke execute on function public.g_agenda_enqueue_reminders() from public, anon, authenticated;

create trigger g_agenda_enqueue_reminders
  after insert or update of data, inicio, status, num_cliente, email_cliente on public.g_agenda
  for each row
  when (new.status in ('agendado', 'confirmado', 'reagendado'))
  execute function public.g_agenda_enqueue_reminders();

------------------------------------------------------------------------------------------------
-- Dispatch
------------------------------------------------------------------------------------------------

-- The owner's business as the client knows it (business name, else the owner's name, else 'nossa
-- equipe') and booking handle, from the owner's own profile (staff share the owner's id_dono).
create or replace function public.owner_business(p_id_dono text)
returns table (negocio text, booking_slug text)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.business_name), ''), nullif(btrim(p.full_name), ''), 'nossa equipe'),
         p.booking_slug
  from public.profiles p
  where p.id_dono = p_id_dono
  order by (p.role = 'client') desc, p.created_at
  limit 1;
$$;

-- Claims up to p_limit due reminders for one dispatcher. Rows that are no longer wanted are marked
-- skipped first and never returned. Each claimed row becomes 'sending' with attempts + 1 and a lease
-- of p_lease_seconds; what the sender needs comes with it (the appointment, the business, the
-- owner's WhatsApp instance and booking handle).
create or replace function public.claim_due_reminders(p_limit integer default 50, p_lease_seconds integer default 120)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_rows jsonb;
begin
  with due as (
    select n.id,
           case
             when g.id is null or g.status not in ('agendado', 'confirmado', 'reagendado') then 'appointment_cancelled'
             when public.appointment_start(g.data, g.inicio) is distinct from n.for_start then 'appointment_moved'
             when n.for_start <= now() then 'appointment_passed'
             when r.id_dono is null
               or not (case n.channel when 'whatsapp' then r.whatsapp else r.email end) then 'channel_off'
             when not (case n.template when 'lembrete_24h' then r.antes24h else r.antes1h end) then 'reminder_off'
           end as why
    from public.notifications n
    left join public.g_agenda g on g.id = n.agendamento_id
    left join public.reminder_settings r on r.id_dono = n.id_dono
    where n.status in ('scheduled', 'sending')
      and n.scheduled_for <= now()
      and n.template in ('lembrete_24h', 'lembrete_1h')
    order by n.scheduled_for
    limit p_limit * 2
    for update of n skip locked
  ),
  skipped as (
    update public.notifications n
    set status = 'skipped', error = d.why
    from due d
    where n.id = d.id and d.why is not null
  ),
  claimed as (
    update public.notifications n
    set status = 'sending',
        attempts = n.attempts + 1,
        scheduled_for = now() + make_interval(secs => p_lease_seconds)
    from (select d.id from due d where d.why is null limit p_limit) d
    where n.id = d.id
    returning n.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', c.id,
           'id_dono', c.id_dono,
           'channel', c.channel,
           'template', c.template,
           'recipient', c.recipient,
           'attempts', c.attempts,
           'created_at', c.created_at,
           'agendamento_id', c.agendamento_id,
           'nome', coalesce(nullif(btrim(g.nome), ''), 'cliente'),
           'data', to_char(g.data, 'YYYY-MM-DD'),
           'hora', to_char(g.inicio, 'HH24:MI'),
           'local', g.local,
           'negocio', o.negocio,
           'slug', o.booking_slug,
           'instance_name', o.instance_name)), '[]'::jsonb)
  into v_rows
  from claimed c
  join public.g_agenda g on g.id = c.agendamento_id
  left join lateral (
    select b.negocio, b.booking_slug,
           (select w.instance_name from public.whatsapp_instances w
            join public.profiles wp on wp.id = w.user_id
            where wp.id_dono = c.id_dono
            order by (w.status in ('connected', 'open')) desc, w.updated_at desc
            limit 1) as instance_name
    from public.owner_business(c.id_dono) b
  ) o on true;
  return v_rows;
end;
$$;

-- How many times a reminder is tried before it is marked failed.
create or replace function public.reminder_max_attempts()
returns integer
language sql
immutable
set search_path = ''
as $$ select 5 $$;

-- Records a claimed reminder's outcome: 'sent'; 'retry' (due again after 1, 2, 4, 8 minutes, failed
-- once reminder_max_attempts() were made); 'failed'. Returns the new status, or null when the row was
-- not being sent (already finished by another dispatcher after its lease ran out).
create or replace function public.finish_reminder(p_id uuid, p_outcome text, p_error text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if p_outcome not in ('sent', 'retry', 'failed') then
    raise exception 'outcome must be sent, retry or failed' using errcode = '22023';
  end if;
  update public.notifications n
  set status = case
                 when p_outcome = 'sent' then 'sent'
                 when p_outcome = 'retry' and n.attempts < public.reminder_max_attempts() then 'scheduled'
                 else 'failed'
               end,
      sent_at = case when p_outcome = 'sent' then now() end,
      error = case when p_outcome = 'sent' then null else left(p_error, 500) end,
      scheduled_for = case
                        when p_outcome = 'retry' and n.attempts < public.reminder_max_attempts()
                          then now() + interval '1 minute' * power(2, n.attempts - 1)
                        else n.scheduled_for
                      end
  where n.id = p_id and n.status = 'sending'
  returning n.status into v_status;
  return v_status;
end;
$$;

------------------------------------------------------------------------------------------------
-- Answers
------------------------------------------------------------------------------------------------

-- A client's answer to a reminder, from the WhatsApp number it was sent to through the owner's
-- instance: the newest unanswered reminder of an appointment still ahead and active is answered,
-- the appointment confirmed or cancelled (which frees its time in the booking engine), and the
-- history entry signed by the client. A number WhatsApp reports without Brazil's mobile 9 matches
-- the number it was sent to with it.
create or replace function public.answer_reminder(p_instance text, p_phone text, p_answer text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_dono   text;
  v_phone  text := regexp_replace(coalesce(p_phone, ''), '\D', '', 'g');
  v_with9  text;
  v_id     uuid;
  v_appt   uuid;
  g        public.g_agenda;
  o        record;
begin
  if p_answer not in ('confirmado', 'cancelado') then
    raise exception 'answer must be confirmado or cancelado' using errcode = '22023';
  end if;
  v_with9 := case when v_phone like '55%' and length(v_phone) = 12
                  then left(v_phone, 4) || '9' || substr(v_phone, 5) else v_phone end;
  select p.id_dono into v_dono
  from public.whatsapp_instances w join public.profiles p on p.id = w.user_id
  where w.instance_name = lower(p_instance);
  if v_dono is null then
    return jsonb_build_object('matched', false);
  end if;

  select n.id, n.agendamento_id into v_id, v_appt
  from public.notifications n
  join public.g_agenda a on a.id = n.agendamento_id
  where n.recipient in (v_phone, v_with9)
    and n.status = 'sent' and n.answered_at is null
    and n.id_dono = v_dono
    and n.channel = 'whatsapp'
    and n.template in ('lembrete_24h', 'lembrete_1h', 'lembrete_manual')
    and a.status in ('agendado', 'confirmado', 'reagendado')
    and public.appointment_start(a.data, a.inicio) > now()
  order by n.sent_at desc
  limit 1
  for update of n;
  if v_id is null then
    return jsonb_build_object('matched', false);
  end if;

  -- Every reminder of that appointment is answered by this one answer.
  update public.notifications
  set answered_at = now(), answer = p_answer
  where agendamento_id = v_appt and status = 'sent' and answered_at is null;

  update public.g_agenda set status = p_answer where id = v_appt returning * into g;
  -- Sign what the history trigger wrote in this transaction as the client's (its `data` defaults to
  -- now(), the transaction's time); a confirmation of an appointment already confirmed wrote nothing.
  update public.g_agenda_historico h
  set acao = case p_answer when 'confirmado' then 'Confirmado pelo cliente pelo WhatsApp'
                           else 'Cancelado pelo cliente pelo WhatsApp' end,
      usuario = 'Cliente'
  where h.agendamento_id = v_appt and h.data = now();
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

------------------------------------------------------------------------------------------------
-- Booking with the client's e-mail
------------------------------------------------------------------------------------------------

drop function public.book_appointment(text, date, time, text, text, text, text, jsonb);
-- Books a free slot: status agendado, fim = inicio + duracao; a blank description or e-mail is stored
-- as null. Errors as booking_claim.
create function public.book_appointment(
  p_id_dono text, p_data date, p_inicio time, p_nome text, p_telefone text,
  p_descricao text, p_origem text, p_busy jsonb default '[]', p_email text default null)
returns public.g_agenda
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_fim time := public.booking_claim(p_id_dono, p_data, p_inicio, p_busy, null);
  r     public.g_agenda;
begin
  insert into public.g_agenda
    (id_dono, data, inicio, fim, nome, num_cliente, desc_agendamento, status, origem, email_cliente)
  values (p_id_dono, p_data, p_inicio, v_fim, btrim(p_nome), p_telefone, nullif(btrim(p_descricao), ''),
          'agendado', p_origem, lower(nullif(btrim(p_email), '')))
  returning * into r;
  return r;
end;
$$;

------------------------------------------------------------------------------------------------
-- Grants: the service role only
------------------------------------------------------------------------------------------------

revoke execute on function public.appointment_start(date, time) from public, anon, authenticated;
revoke execute on function public.whatsapp_recipient(text) from public, anon, authenticated;
revoke execute on function public.owner_business(text) from public, anon, authenticated;
revoke execute on function public.reminder_max_attempts() from public, anon, authenticated;
revoke execute on function public.enqueue_due_reminders(uuid) from public, anon, authenticated;
revoke execute on function public.claim_due_reminders(integer, integer) from public, anon, authenticated;
revoke execute on function public.finish_reminder(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.answer_reminder(text, text, text) from public, anon, authenticated;
revoke execute on function public.book_appointment(text, date, time, text, text, text, text, jsonb, text)
  from public, anon, authenticated;
grant execute on function public.enqueue_due_reminders(uuid) to service_role;
grant execute on function public.claim_due_reminders(integer, integer) to service_role;
grant execute on function public.finish_reminder(uuid, text, text) to service_role;
grant execute on function public.answer_reminder(text, text, text) to service_role;
grant execute on function public.book_appointment(text, date, time, text, text, text, text, jsonb, text)
  to service_role;

------------------------------------------------------------------------------------------------
-- Schedules, where the database has pg_cron (and pg_net)
------------------------------------------------------------------------------------------------

-- Every minute: queue what is due. Only where pg_cron is loaded (hosted Supabase; the local
-- PostgreSQL 15 with Debian's postgresql-15-cron); PGlite has neither and the local stack runs the
-- same function on a timer.
do $$
begin
  if position('pg_cron' in coalesce(current_setting('shared_preload_libraries', true), '')) > 0 then
    create extension if not exists pg_cron;
    perform cron.schedule('enqueue-reminders', '* * * * *', 'select public.enqueue_due_reminders()');
  end if;
end;
$$;

-- Every minute: the dispatcher, called over HTTP by pg_net with the project's URL and service key kept
-- in Vault (`select vault.create_secret('https://<ref>.supabase.co', 'project_url')` and
-- `… 'service_role_key'` once per project). Only where pg_net exists too (hosted Supabase); the local
-- stack calls the dispatcher on its own timer.
do $$
begin
  if position('pg_cron' in coalesce(current_setting('shared_preload_libraries', true), '')) > 0
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
    perform cron.schedule('dispatch-reminders', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/reminders-dispatch',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000)
    $job$);
  end if;
end;
$$;
