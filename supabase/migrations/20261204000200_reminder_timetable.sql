-- The reminder queue reads only what is due. Until now every minute's run read the next 24 hours of
-- the whole platform's appointments (7,495 rows at 1,000 owners for 200 due) and asked of each
-- whether its reminders were queued. Now each active appointment still ahead has one row in
-- `reminder_due` saying when its next reminder time comes (24 h before the start, then 1 h before);
-- the run reads the rows whose time has come, by an index, and moves each on to its next time.
--
-- What is queued is unchanged (the same conditions, below). The run no longer rediscovers what it
-- skipped, so what used to be picked up by the next scan now makes the owner's rows due again:
--  - turning reminders on, or a channel, or a kind (reminder_settings written);
--  - gaining paid access (subscriptions written);
--  - a move whose re-queue was held back (at most one per reminder_requeue_interval()): the
--    appointment stays due, looked at each minute, until that interval has passed.

create table public.reminder_due (
  agendamento_id uuid primary key references public.g_agenda (id) on delete cascade,
  id_dono        text not null,
  -- When the next reminder time comes: the start less 24 h, then less 1 h (now, if already passed).
  due_at         timestamptz not null
);
create index reminder_due_at_idx on public.reminder_due (due_at);
-- The owner's rows made due again when their settings or access change.
create index reminder_due_owner_idx on public.reminder_due (id_dono, due_at);
alter table public.reminder_due enable row level security;
revoke all on public.reminder_due from public, anon, authenticated;

-- When an appointment starting at p_start is next due: 24 h before, or now when that has passed.
create or replace function public.reminder_first_due(p_start timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select greatest(p_start - interval '24 hours', now());
$$;

-- Every active appointment still ahead, as the trigger below would have written it.
insert into public.reminder_due (agendamento_id, id_dono, due_at)
select g.id, g.id_dono, public.reminder_first_due(public.appointment_start(g.data, g.inicio))
  from public.g_agenda g
 where g.status in ('agendado', 'confirmado', 'reagendado')
   and public.appointment_start(g.data, g.inicio) > now();

-- Booked, moved, cancelled: the appointment's row follows (its first time again after a move).
create or replace function public.g_agenda_reminder_due()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_start timestamptz := public.appointment_start(new.data, new.inicio);
begin
  if new.status in ('agendado', 'confirmado', 'reagendado') and v_start > now() then
    insert into public.reminder_due (agendamento_id, id_dono, due_at)
    values (new.id, new.id_dono, public.reminder_first_due(v_start))
    on conflict (agendamento_id) do update set due_at = excluded.due_at;
  elsif tg_op = 'UPDATE' then
    delete from public.reminder_due where agendamento_id = new.id;
  end if;
  return null;
end;
$$;
revoke execute on function public.g_agenda_reminder_due() from public, anon, authenticated;

create trigger g_agenda_reminder_due
  after insert or update of data, inicio, status on public.g_agenda
  for each row
  execute function public.g_agenda_reminder_due();

-- An owner's appointments inside their reminder window looked at again by the next run: what the
-- old scan would have found after a change of settings or access (a 24 h reminder sent late, as before).
create or replace function public.reminders_due_again(p_id_dono text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.reminder_due set due_at = now()
   where id_dono = p_id_dono and due_at > now() and due_at < now() + interval '23 hours';
$$;
revoke execute on function public.reminders_due_again(text) from public, anon, authenticated;

create or replace function public.reminder_settings_due_again()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.reminders_due_again(new.id_dono);
  return null;
end;
$$;
revoke execute on function public.reminder_settings_due_again() from public, anon, authenticated;

create trigger reminder_settings_due_again
  after insert or update of antes24h, antes1h, whatsapp, email on public.reminder_settings
  for each row
  execute function public.reminder_settings_due_again();

create or replace function public.subscriptions_reminders_due_again()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.reminders_due_again(p.id_dono) from public.profiles p where p.id = new.user_id;
  return null;
end;
$$;
revoke execute on function public.subscriptions_reminders_due_again() from public, anon, authenticated;

create trigger subscriptions_reminders_due_again
  after insert or update on public.subscriptions
  for each row
  execute function public.subscriptions_reminders_due_again();

-- As in 20261204000100_platform_scale.sql, with the same rows queued; the minute's run reads the due
-- rows of reminder_due (the earliest 5,000: a backlog after downtime is worked off over a few runs)
-- instead of the window, and then moves each on to its next time.
create or replace function public.enqueue_due_reminders(p_agendamento uuid default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
