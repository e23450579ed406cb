-- Sending on an owner's behalf, bounded and exactly once.
--
-- 1. Fencing: every claim of a reminder or a satisfaction survey carries a new claim token; the
--    outcome is recorded only with the token of the claim still holding the row, so the late result of
--    a dispatcher whose lease ran out (and whose row another run re-claimed) changes nothing.
-- 2. Paid access: automatic reminders go out only for owners with has_paid_access(); a queued reminder
--    of an owner who lost it is skipped at the claim ('no_subscription').
-- 3. Daily caps per owner on what the platform sends for them: take_send_quota() counts atomically per
--    São Paulo day; begin_send() takes one for every WhatsApp message that is not the owner's own
--    ('voce'), the dispatcher one for every reminder e-mail. Over the cap: 'owner_daily_cap'.
-- 4. An appointment moved again and again re-queues its reminder at most once per 10 minutes (the
--    first move at once).
-- 5. E-mail opt-out per owner (the unsubscribe link of every reminder e-mail): no reminder is queued or
--    sent to an address that left that owner's reminders.
-- 6. answer_reminder: only the newest reminder sent to the number counts, between its send and the
--    appointment's start; numbers are compared with phone_key() (a landline keeps its number).

------------------------------------------------------------------------------------------------
-- Tables and columns
------------------------------------------------------------------------------------------------

alter table public.notifications add column claim_token uuid;
alter table public.g_atendimento add column pesquisa_token uuid;

-- What the platform sent for an owner per São Paulo day and channel (take_send_quota).
create table public.owner_daily_sends (
  id_dono text not null,
  dia     date not null,
  channel text not null check (channel in ('whatsapp', 'email')),
  count   integer not null default 0,
  primary key (id_dono, dia, channel)
);
alter table public.owner_daily_sends enable row level security;
-- No policy and no privilege: only the functions (service role) read and write it.
revoke all on public.owner_daily_sends from anon, authenticated;

-- A client's address that asked (the e-mail's unsubscribe link) for no more e-mail from this owner.
create table public.email_opt_outs (
  id_dono    text not null,
  email      text not null check (email = lower(email)),
  created_at timestamptz not null default now(),
  primary key (id_dono, email)
);
alter table public.email_opt_outs enable row level security;
create policy email_opt_outs_select_own on public.email_opt_outs
  for select to authenticated using (id_dono = (select public.current_id_dono()));
-- Written only through the unsubscribe link (opt_out_email, service role): no write policy.

------------------------------------------------------------------------------------------------
-- Helpers
------------------------------------------------------------------------------------------------

-- The owner's own account (staff share the owner's id_dono), as owner_business() picks the profile.
create or replace function public.owner_user(p_id_dono text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.profiles p
  where p.id_dono = p_id_dono
  order by (p.role = 'client') desc, p.created_at
  limit 1;
$$;

-- Whether the owner's subscription grants the paid features (automatic reminders among them).
create or replace function public.owner_has_paid_access(p_id_dono text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.has_paid_access(public.owner_user(p_id_dono)), false);
$$;

-- Takes one send from the owner's daily allowance on a channel: true when it was below p_cap (and is
-- now one more), false when the cap is reached. One statement: parallel senders never pass the cap.
create or replace function public.take_send_quota(p_id_dono text, p_channel text, p_cap integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_cap is null or p_cap <= 0 or p_id_dono is null then
    return p_cap is null or p_id_dono is null;
  end if;
  insert into public.owner_daily_sends as s (id_dono, dia, channel, count)
  values (p_id_dono, (now() at time zone 'America/Sao_Paulo')::date, p_channel, 1)
  on conflict (id_dono, dia, channel) do update set count = s.count + 1 where s.count < p_cap
  returning s.count into v_count;
  -- Yesterday's counters are of no use any more.
  delete from public.owner_daily_sends
  where id_dono = p_id_dono and channel = p_channel and dia < (now() at time zone 'America/Sao_Paulo')::date - 1;
  return v_count is not null;
end;
$$;

-- Whether the address left this owner's e-mail reminders.
create or replace function public.email_opted_out(p_id_dono text, p_email text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.email_opt_outs o where o.id_dono = p_id_dono and o.email = lower(btrim(p_email)));
$$;

-- The unsubscribe link's effect: the address gets no more e-mail reminders from the owner, and what
-- is queued for it is dropped. Idempotent; returns the business name for the page.
create or replace function public.opt_out_email(p_id_dono text, p_email text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  if v_email !~ '^[^\s@]+@[^\s@]+$' or not exists (select 1 from public.profiles p where p.id_dono = p_id_dono) then
    raise exception 'invalid opt-out' using errcode = '22023';
  end if;
  insert into public.email_opt_outs (id_dono, email) values (p_id_dono, v_email) on conflict do nothing;
  update public.notifications n
  set status = 'skipped', error = 'opted_out'
  where n.id_dono = p_id_dono and n.channel = 'email' and n.recipient = v_email and n.status = 'scheduled';
  return (select b.negocio from public.owner_business(p_id_dono) b);
end;
$$;

------------------------------------------------------------------------------------------------
-- Enqueue: paid owners only, opted-out addresses skipped, moves re-queue at most once per 10 minutes
------------------------------------------------------------------------------------------------

-- How often a moved appointment may get a new reminder of a kind on a channel.
create or replace function public.reminder_requeue_interval()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '10 minutes' $$;

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
  with due as materialized (
    select g.*, public.appointment_start(g.data, g.inicio) as starts_at
    from public.g_agenda g
    -- Anything starting in the next 24 h is on today's or tomorrow's date in São Paulo.
    where g.data between v_hoje and v_hoje + 1
      and g.status in ('agendado', 'confirmado', 'reagendado')
      and (p_agendamento is null or g.id = p_agendamento)
  ),
  -- Automatic reminders are a paid feature: asked once per owner, not once per appointment.
  paid as materialized (
    select o.id_dono from (select distinct id_dono from due) o where public.owner_has_paid_access(o.id_dono)
  )
  insert into public.notifications
    (id_dono, agendamento_id, channel, template, recipient, payload, status, scheduled_for, for_start)
  select a.id_dono, a.id, c.channel, k.template, c.recipient,
         jsonb_build_object('nome', coalesce(nullif(btrim(a.nome), ''), 'cliente'),
                            'data', to_char(a.data, 'DD/MM/YYYY'), 'hora', to_char(a.inicio, 'HH24:MI')),
         'scheduled', a.starts_at - k.antes, a.starts_at
  from due a
  join paid on paid.id_dono = a.id_dono
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
    -- A client who wrote SAIR gets no reminder on any channel; one who left by the e-mail's link, no e-mail.
    and not public.opted_out(a.id_dono, a.num_cliente)
    and not (c.channel = 'email' and public.email_opted_out(a.id_dono, c.recipient))
    -- Moving an appointment again and again must not turn into a stream of messages: the first move
    -- re-queues at once, later ones once the newest re-queue is an interval old (the minute job
    -- queues the latest time then).
    and not exists (
      select 1 from public.notifications n
      where n.agendamento_id = a.id and n.channel = c.channel and n.template = k.template
        and n.created_at > now() - public.reminder_requeue_interval()
        and exists (select 1 from public.notifications m
                    where m.agendamento_id = a.id and m.channel = c.channel and m.template = k.template
                      and m.id <> n.id))
  on conflict (agendamento_id, channel, template, for_start) where template in ('lembrete_24h', 'lembrete_1h')
  do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

------------------------------------------------------------------------------------------------
-- Claim and finish, fenced
------------------------------------------------------------------------------------------------

-- As before (20261127000100_reminders.sql), and: rows of owners without paid access are skipped
-- ('no_subscription'), e-mails to an address that left are skipped ('opted_out'), and each claimed row
-- gets a new claim_token, returned with it, that finish_reminder() requires.
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
             when n.channel = 'email' and public.email_opted_out(n.id_dono, n.recipient) then 'opted_out'
             when not public.owner_has_paid_access(n.id_dono) then 'no_subscription'
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
    set status = 'skipped', error = d.why, claim_token = null
    from due d
    where n.id = d.id and d.why is not null
  ),
  claimed as (
    update public.notifications n
    set status = 'sending',
        attempts = n.attempts + 1,
        scheduled_for = now() + make_interval(secs => p_lease_seconds),
        claim_token = gen_random_uuid()
    from (select d.id from due d where d.why is null limit p_limit) d
    where n.id = d.id
    returning n.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', c.id,
           'claim_token', c.claim_token,
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

-- Records a claimed reminder's outcome, as before, but only for the claim that holds the row: the
-- same claim_token and the row still 'sending'. A result whose claim ran out and was claimed again
-- (another token) or finished meanwhile changes nothing and answers null.
drop function public.finish_reminder(uuid, text, text);
create function public.finish_reminder(p_id uuid, p_token uuid, p_outcome text, p_error text default null)
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
                      end,
      claim_token = null
  where n.id = p_id and n.status = 'sending' and n.claim_token = p_token
  returning n.status into v_status;
  return v_status;
end;
$$;

-- The surveys, fenced the same way: each claim a new pesquisa_token, returned as `token`.
create or replace function public.claim_due_surveys(
  p_limit integer default 50, p_lease_seconds integer default 120, p_atendimento uuid default null)
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
    select a.id from public.g_atendimento a
    where a.pesquisa in ('na_fila', 'enviando') and a.pesquisa_em <= now()
      and (p_atendimento is null or a.id = p_atendimento)
    order by a.pesquisa_em
    limit p_limit
    for update skip locked
  ),
  claimed as (
    update public.g_atendimento a
    set pesquisa = 'enviando', pesquisa_em = now() + make_interval(secs => p_lease_seconds),
        pesquisa_tentativas = a.pesquisa_tentativas + 1, pesquisa_token = gen_random_uuid()
    from due d where a.id = d.id
    returning a.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', x.id, 'token', x.pesquisa_token, 'attempts', x.pesquisa_tentativas, 'user_id', c.user_id,
           'chat', c.chat, 'opt_out', c.opt_out_em is not null, 'negocio', b.negocio)), '[]'::jsonb)
  into v_rows
  from claimed x
  join public.conversas c on c.id = x.conversa_id
  cross join lateral public.owner_business(x.id_dono) b;
  return v_rows;
end;
$$;

drop function public.finish_survey(uuid, text);
create function public.finish_survey(p_id uuid, p_token uuid, p_outcome text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'retry', 'failed', 'skipped') then
    raise exception 'outcome must be sent, retry, failed or skipped' using errcode = '22023';
  end if;
  update public.g_atendimento a
  set pesquisa = case
                   when p_outcome = 'sent' then 'enviada'
                   when p_outcome = 'skipped' then null
                   when p_outcome = 'retry' and a.pesquisa_tentativas < public.reminder_max_attempts() then 'na_fila'
                   else 'falhou' end,
      pesquisa_em = case
                      when p_outcome = 'sent' then now()
                      when p_outcome = 'retry' then now() + make_interval(mins => power(2, a.pesquisa_tentativas - 1)::integer)
                      else a.pesquisa_em end,
      pesquisa_token = null
  where a.id = p_id and a.pesquisa = 'enviando' and a.pesquisa_token = p_token;
end;
$$;

------------------------------------------------------------------------------------------------
-- begin_send counts the owner's daily WhatsApp allowance
------------------------------------------------------------------------------------------------

-- As in 20261201000100_conversations.sql, with p_daily_cap (the function's OWNER_DAILY_WHATSAPP_CAP;
-- null: no cap): every message but the owner's own ('voce') takes one from the owner's allowance of
-- the day first; over it, nothing is recorded and 'owner_daily_cap' is raised (P0001).
drop function public.begin_send(uuid, text, text, text, boolean);
create function public.begin_send(
  p_user uuid, p_chat text, p_autor text, p_texto text, p_unless_paused boolean default false,
  p_daily_cap integer default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c     public.conversas;
  v_id  uuid;
  v_ins text;
begin
  if p_autor not in ('assistente', 'voce', 'plataforma') then
    raise exception 'autor must be assistente, voce or plataforma' using errcode = '22023';
  end if;
  select w.instance_name into v_ins from public.whatsapp_instances w where w.user_id = p_user;
  -- A number no client can write from ('123' typed in the agenda) is no conversation: it is sent
  -- unrecorded ({message_id: null}), and the gateway says why it is refused.
  if regexp_replace(coalesce(p_chat, ''), '\D', '', 'g') !~ '^[0-9]{8,20}$'
     or public.phone_key(p_chat) !~ '^[0-9]{8,15}$' then
    if p_autor <> 'voce' and v_ins is not null
       and not public.take_send_quota((select p.id_dono from public.profiles p where p.id = p_user), 'whatsapp', p_daily_cap) then
      raise exception 'owner_daily_cap' using errcode = 'P0001';
    end if;
    return jsonb_build_object('message_id', null, 'instance_name', v_ins,
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
  return public.conversation_json(c) || jsonb_build_object('message_id', v_id, 'instance_name', v_ins);
end;
$$;

------------------------------------------------------------------------------------------------
-- Answers: the newest reminder only, between its send and the appointment; one phone rule
------------------------------------------------------------------------------------------------

-- A client's answer from a WhatsApp number through the owner's instance: the newest reminder the
-- owner's platform sent to that number (phone_key: a mobile's missing 9 added back, a landline kept)
-- is the only one that can be answered, and only while it is unanswered, its appointment active, at
-- the time the reminder named and still ahead. Otherwise {matched: false} (the message goes to the
-- assistant). The rest as in 20261127000100_reminders.sql.
create or replace function public.answer_reminder(p_instance text, p_phone text, p_answer text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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

------------------------------------------------------------------------------------------------
-- Grants: the service role only
------------------------------------------------------------------------------------------------

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.owner_user(text)', 'public.owner_has_paid_access(text)', 'public.take_send_quota(text, text, integer)',
    'public.email_opted_out(text, text)', 'public.opt_out_email(text, text)', 'public.reminder_requeue_interval()',
    'public.enqueue_due_reminders(uuid)', 'public.claim_due_reminders(integer, integer)',
    'public.finish_reminder(uuid, uuid, text, text)', 'public.claim_due_surveys(integer, integer, uuid)',
    'public.finish_survey(uuid, uuid, text)', 'public.begin_send(uuid, text, text, text, boolean, integer)',
    'public.answer_reminder(text, text, text)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end;
$$;
