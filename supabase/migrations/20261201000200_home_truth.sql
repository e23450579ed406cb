-- The home tells the truth: 'Horários Livres Hoje', 'Próximo Horário Livre' and 'Taxa de Ocupação'
-- come from the booking engine's free times of the saved schedule (20261126000100_booking_engine.sql),
-- no longer from g_agenda rows with status 'disponivel' (those rows are now just notes in the agenda:
-- they count for nothing). The attendance figures come from the attendances the conversations record
-- (20261201000100_conversations.sql); the message count is the owner's recorded messages.

------------------------------------------------------------------------------------------------
-- The schedule's figures of the home
------------------------------------------------------------------------------------------------

-- One owner's free time, as the home shows it. Formulas (São Paulo dates and times):
--
-- * livres_hoje / proximo: the engine's own answer for today, booking_free_slots(id_dono, today,
--   today) — the very call the booking page (functions/booking) and the assistant's tools make, so
--   the three always agree: slots of the saved schedule that start at or after now + the minimum
--   notice (antecedencia_minima), overlap no active appointment, on a day not yet at
--   max_agendamentos_dia. proximo is the first of them. Google Calendar's busy times are not known
--   inside the database (the functions ask Google for them): for an owner with Google connected the
--   booking page may show fewer than the home.
--
-- * Occupancy of a month = booked minutes ÷ (booked minutes + free minutes), where
--   - booked minutes = Σ (fim − inicio) of the month's appointments agendado / confirmado /
--     reagendado (whatever their time, in or out of the schedule's hours);
--   - free minutes = Σ duration of the schedule's slots of every day of the month (the engine's
--     booking_day_slots for that weekday: hours minus breaks, every duracao + gap) that overlap no
--     active appointment, on days below max_agendamentos_dia (the engine's two rules).
--   The WHOLE month counts, past days included: a past slot nobody booked is capacity left unused,
--   computed as if nothing else had been booked (the engine's slots of that day minus the booked
--   ones). The minimum notice, the booking window (periodo_disponivel) and Google's busy times are
--   not applied: they say what can still be booked now, not what the month holds. Every month is
--   computed with the schedule saved now (past schedules are not kept).
--   Without a saved schedule there is no known capacity: no free minutes and no occupancy (0, and
--   no trend).
--
-- Security definer because the engine's functions are the service role's; an owner (or their staff,
-- who share the code) gets only their own figures: for anyone else signed in (a developer reading
-- another owner's home) it answers zeros, as row-level security would.
create or replace function public.dashboard_schedule_figures(p_id_dono text)
returns table (livres_hoje integer, proximo time, ocupado_mes numeric, livre_mes numeric,
               ocupado_ant numeric, livre_ant numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_local timestamp := now() at time zone 'America/Sao_Paulo';
  v_today date      := v_local::date;
  v_month date      := date_trunc('month', v_local)::date;
  v_prev  date      := (date_trunc('month', v_local) - interval '1 month')::date;
  v_last  date      := (date_trunc('month', v_local) + interval '1 month')::date - 1;
  v_sched jsonb;
  v_max   integer;
  v_hoje  integer;
  v_prox  time;
  m       record;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated')
     and p_id_dono is distinct from public.current_id_dono() then
    return query select 0, null::time, 0::numeric, 0::numeric, 0::numeric, 0::numeric;
    return;
  end if;
  v_sched := public.booking_schedule(p_id_dono);
  if v_sched is null then
    return query select 0, null::time, 0::numeric, 0::numeric, 0::numeric, 0::numeric;
    return;
  end if;
  v_max := public.booking_int(v_sched -> 'max_agendamentos_dia', null);

  select count(*)::integer, min(s.inicio) into v_hoje, v_prox
  from public.booking_free_slots(p_id_dono, v_today, v_today) s;

  -- Last month and this one in one pass: the week's slots once, the two months' active
  -- appointments once (one range scan of g_agenda_dono_data_inicio_idx), every day's slots checked
  -- against that day's appointments in memory (hash anti-join on the date).
  with semana as materialized (
    select d.dow, s.ini, s.fim,
           make_time(s.ini / 60, s.ini % 60, 0) as ini_t,
           case when s.fim >= 1440 then time '24:00' else make_time(s.fim / 60, s.fim % 60, 0) end as fim_t
    from generate_series(0, 6) d(dow)
    cross join lateral public.booking_day_slots(v_sched, d.dow) s
  ),
  ativos as materialized (
    select a.data, a.inicio, a.fim
    from public.g_agenda a
    where a.id_dono = p_id_dono and a.data between v_prev and v_last
      and a.status in ('agendado', 'confirmado', 'reagendado')
  ),
  cheios as (
    select a.data from ativos a group by a.data having count(*) >= v_max
  ),
  dias as (
    select (v_prev + n) as dia, extract(dow from v_prev + n)::integer as dow
    from generate_series(0, v_last - v_prev) n
  ),
  livres as (
    select d.dia, sum(s.fim - s.ini) as minutos
    from dias d
    join semana s on s.dow = d.dow
    where not exists (select 1 from cheios h where h.data = d.dia)
      and not exists (select 1 from ativos a where a.data = d.dia and a.inicio < s.fim_t and a.fim > s.ini_t)
    group by d.dia
  ),
  ocupados as (
    select a.data as dia, sum(extract(epoch from a.fim - a.inicio)) / 60 as minutos
    from ativos a group by a.data
  )
  select
    coalesce((select sum(o.minutos) from ocupados o where o.dia >= v_month), 0)::numeric as ocupado_mes,
    coalesce((select sum(l.minutos) from livres l where l.dia >= v_month), 0)::numeric   as livre_mes,
    coalesce((select sum(o.minutos) from ocupados o where o.dia < v_month), 0)::numeric  as ocupado_ant,
    coalesce((select sum(l.minutos) from livres l where l.dia < v_month), 0)::numeric    as livre_ant
  into m;

  return query select v_hoje, v_prox, m.ocupado_mes, m.livre_mes, m.ocupado_ant, m.livre_ant;
end;
$$;
revoke execute on function public.dashboard_schedule_figures(text) from public, anon;
grant execute on function public.dashboard_schedule_figures(text) to authenticated, service_role;

------------------------------------------------------------------------------------------------
-- Running totals of attendances and messages
------------------------------------------------------------------------------------------------

-- The home must answer in < 50 ms for an owner with 50,000 attendances and hundreds of thousands of
-- messages: scanning them on every visit does not fit, so the database keeps running totals, moved
-- by triggers on every write whoever makes it (the SQL functions of the conversations, a service
-- script, a cascade). Per owner and São Paulo month of the attendance's opening (data_atendimento),
-- the concluded attendances' sums; per owner, the messages. No foreign key to profiles: an owner
-- code changed by cascade moves the totals through the triggers themselves (old code −, new code +),
-- and a deleted owner's attendances and messages take theirs to zero.
-- Locking: a total row is locked only by a write that changes it (an attendance concluded, a
-- concluded one re-rated or removed; a message added or removed), at the end of that statement;
-- updates that leave the figures as they were (last activity, survey state, a send's status) touch
-- nothing. Attendances and messages keep separate rows, so the minute job concluding attendances
-- and the webhook recording messages never wait on each other's totals.
create table public.dashboard_atendimentos_mes (
  id_dono      text not null,
  mes          date not null,                  -- first day of the São Paulo month of data_atendimento
  concluidos   bigint not null default 0,      -- status concluido
  resolvidos   bigint not null default 0,      -- … with resolvido_primeiro_contato
  avaliados    bigint not null default 0,      -- … with an avaliacao_cliente
  promotores   bigint not null default 0,      -- … rated 9–10
  detratores   bigint not null default 0,      -- … rated 0–6
  soma_notas   bigint not null default 0,
  com_duracao  bigint not null default 0,      -- … with a duracao_atendimento
  soma_duracao bigint not null default 0,
  primary key (id_dono, mes)
);
create table public.dashboard_mensagens (
  id_dono text primary key,
  total   bigint not null default 0
);
-- Read by their owner (the stats RPC is security invoker); written only by the triggers (definer).
alter table public.dashboard_atendimentos_mes enable row level security;
alter table public.dashboard_mensagens enable row level security;
create policy dashboard_atendimentos_mes_select_own on public.dashboard_atendimentos_mes
  for select to authenticated using (id_dono = (select public.current_id_dono()));
create policy dashboard_mensagens_select_own on public.dashboard_mensagens
  for select to authenticated using (id_dono = (select public.current_id_dono()));
-- No write policy: as for g_atendimento, a browser's write reaches no row.

-- Adds the rows `mais` and takes away the rows `menos` (the statement's new and old versions).
create or replace function public.dashboard_atendimentos_aplicar(mais public.g_atendimento[], menos public.g_atendimento[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.dashboard_atendimentos_mes as d
    (id_dono, mes, concluidos, resolvidos, avaliados, promotores, detratores, soma_notas, com_duracao, soma_duracao)
  select x.id_dono, date_trunc('month', x.data_atendimento at time zone 'America/Sao_Paulo')::date,
         sum(x.s),
         coalesce(sum(x.s) filter (where x.resolvido_primeiro_contato), 0),
         coalesce(sum(x.s) filter (where x.avaliacao_cliente is not null), 0),
         coalesce(sum(x.s) filter (where x.avaliacao_cliente >= 9), 0),
         coalesce(sum(x.s) filter (where x.avaliacao_cliente <= 6), 0),
         coalesce(sum(x.s * x.avaliacao_cliente), 0),
         coalesce(sum(x.s) filter (where x.duracao_atendimento is not null), 0),
         coalesce(sum(x.s * x.duracao_atendimento), 0)
  from (select r.*, 1 as s from unnest(mais) r where r.status = 'concluido'
        union all
        select r.*, -1 from unnest(menos) r where r.status = 'concluido') x
  group by 1, 2
  on conflict (id_dono, mes) do update
  set concluidos   = d.concluidos + excluded.concluidos,
      resolvidos   = d.resolvidos + excluded.resolvidos,
      avaliados    = d.avaliados + excluded.avaliados,
      promotores   = d.promotores + excluded.promotores,
      detratores   = d.detratores + excluded.detratores,
      soma_notas   = d.soma_notas + excluded.soma_notas,
      com_duracao  = d.com_duracao + excluded.com_duracao,
      soma_duracao = d.soma_duracao + excluded.soma_duracao
  -- A statement that changed nothing counted (the +1 and −1 of one row cancel) writes nothing.
  where (excluded.concluidos, excluded.resolvidos, excluded.avaliados, excluded.promotores, excluded.detratores,
         excluded.soma_notas, excluded.com_duracao, excluded.soma_duracao)
        <> (0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint);
$$;

create or replace function public.dashboard_atendimentos_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.dashboard_atendimentos_aplicar(array(select row(n.*)::public.g_atendimento from novas n), '{}');
  elsif tg_op = 'DELETE' then
    perform public.dashboard_atendimentos_aplicar('{}', array(select row(o.*)::public.g_atendimento from antigas o));
  else
    -- Only rows that were or became concluded, and changed in a figure's column, count.
    perform public.dashboard_atendimentos_aplicar(
      array(select row(n.*)::public.g_atendimento from novas n join antigas o on o.id = n.id
            where (n.status = 'concluido' or o.status = 'concluido')
              and (n.id_dono, n.status, n.data_atendimento, n.avaliacao_cliente, n.duracao_atendimento,
                   n.resolvido_primeiro_contato)
                  is distinct from (o.id_dono, o.status, o.data_atendimento, o.avaliacao_cliente,
                                    o.duracao_atendimento, o.resolvido_primeiro_contato)),
      array(select row(o.*)::public.g_atendimento from novas n join antigas o on o.id = n.id
            where (n.status = 'concluido' or o.status = 'concluido')
              and (n.id_dono, n.status, n.data_atendimento, n.avaliacao_cliente, n.duracao_atendimento,
                   n.resolvido_primeiro_contato)
                  is distinct from (o.id_dono, o.status, o.data_atendimento, o.avaliacao_cliente,
                                    o.duracao_atendimento, o.resolvido_primeiro_contato)));
  end if;
  return null;
end;
$$;

create trigger dashboard_atendimentos_ins after insert on public.g_atendimento
  referencing new table as novas for each statement execute function public.dashboard_atendimentos_sync();
create trigger dashboard_atendimentos_upd after update on public.g_atendimento
  referencing old table as antigas new table as novas for each statement
  execute function public.dashboard_atendimentos_sync();
create trigger dashboard_atendimentos_del after delete on public.g_atendimento
  referencing old table as antigas for each statement execute function public.dashboard_atendimentos_sync();

-- Messages: + the statement's new rows' owners, − the old rows' (an update moves a message only when
-- its owner code changed; a status update nets zero and writes nothing).
create or replace function public.dashboard_mensagens_aplicar(mais text[], menos text[])
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.dashboard_mensagens as d (id_dono, total)
  select x.id_dono, sum(x.s)
  from (select m as id_dono, 1 as s from unnest(mais) m
        union all
        select m, -1 from unnest(menos) m) x
  group by x.id_dono
  having sum(x.s) <> 0
  on conflict (id_dono) do update set total = d.total + excluded.total;
$$;

create or replace function public.dashboard_mensagens_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.dashboard_mensagens_aplicar(array(select n.id_dono from novas n), '{}');
  elsif tg_op = 'DELETE' then
    perform public.dashboard_mensagens_aplicar('{}', array(select o.id_dono from antigas o));
  else
    perform public.dashboard_mensagens_aplicar(
      array(select n.id_dono from novas n join antigas o on o.id = n.id where n.id_dono <> o.id_dono),
      array(select o.id_dono from novas n join antigas o on o.id = n.id where n.id_dono <> o.id_dono));
  end if;
  return null;
end;
$$;

create trigger dashboard_mensagens_ins after insert on public.chat_messages
  referencing new table as novas for each statement execute function public.dashboard_mensagens_sync();
create trigger dashboard_mensagens_upd after update on public.chat_messages
  referencing old table as antigas new table as novas for each statement
  execute function public.dashboard_mensagens_sync();
create trigger dashboard_mensagens_del after delete on public.chat_messages
  referencing old table as antigas for each statement execute function public.dashboard_mensagens_sync();

revoke execute on function public.dashboard_atendimentos_aplicar(public.g_atendimento[], public.g_atendimento[])
  from public, anon, authenticated;
revoke execute on function public.dashboard_atendimentos_sync() from public, anon, authenticated;
revoke execute on function public.dashboard_mensagens_aplicar(text[], text[]) from public, anon, authenticated;
revoke execute on function public.dashboard_mensagens_sync() from public, anon, authenticated;

-- The totals of what is already there.
select public.dashboard_atendimentos_aplicar(array(select a from public.g_atendimento a), '{}');
select public.dashboard_mensagens_aplicar(array(select m.id_dono from public.chat_messages m), '{}');

------------------------------------------------------------------------------------------------
-- get_user_dashboard_stats, the same JSON, true figures
------------------------------------------------------------------------------------------------

-- get_user_dashboard_stats: every figure of the dashboard home in one
-- round trip. SECURITY INVOKER, so the caller's RLS still applies; on top of that a customer may
-- only ask for their own id (42501 otherwise). The service role and developers pass the check, but
-- a developer still only sees the rows RLS gives them (and dashboard_schedule_figures gives them
-- zeros for another owner).
-- 'Today' and 'now' are São Paulo's (the businesses' local time), not the server's.
create or replace function public.get_user_dashboard_stats(user_id_param uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_local      timestamp := now() at time zone 'America/Sao_Paulo';
  v_today      date      := v_local::date;
  v_now        time      := v_local::time;
  v_month      date      := date_trunc('month', v_local)::date;
  v_meses      text[]    := array['jan','fev','mar','abr','mai','jun','jul','ago','set','out','nov','dez'];
  v_dono       text;
  r            record;
  t            record;
  f            record;    -- dashboard_schedule_figures: free time of the saved schedule
  -- g_agenda figures ('disponivel' rows are not appointments and count for nothing)
  v_marcados   bigint := 0;   -- appointments = every status but disponivel (all time)
  v_cancelados bigint := 0;
  v_reagendados bigint := 0;  -- appointments with foi_reagendado
  v_occ        numeric;
  v_occ_prev   numeric;
  v_trend      jsonb;
  v_proximos   jsonb;
  v_msgs       bigint;
  v_agent      text;
begin
  if user_id_param is distinct from auth.uid()
     and current_user in ('anon', 'authenticated')     -- service role / migrations are trusted
     and not public.is_developer() then
    raise exception 'Sem permissão para ver as estatísticas de outro usuário'
      using errcode = '42501';
  end if;

  select p.id_dono into v_dono from public.profiles p where p.id = user_id_param;

  -- g_agenda in ONE pass for the all-time rates: one scan of the owner's rows grouped by status, so
  -- it streams in the order of g_agenda_dono_status_data_idx (an index-only scan thanks to its
  -- INCLUDE columns); the five status rows are folded below.
  for r in
    select g.status,
           count(*)                                 as total,
           count(*) filter (where g.foi_reagendado) as reagendados
    from public.g_agenda g
    where g.id_dono = v_dono
    group by g.status
  loop
    if r.status <> 'disponivel' then
      v_marcados    := v_marcados + r.total;
      v_reagendados := v_reagendados + r.reagendados;
      if r.status = 'cancelado' then
        v_cancelados := r.total;
      end if;
    end if;
  end loop;

  -- Free time and occupancy from the booking engine (formulas beside dashboard_schedule_figures).
  select * into f from public.dashboard_schedule_figures(v_dono);

  -- Occupancy (current month) = booked minutes / (booked + free minutes) × 100, 1 decimal; 0 when
  -- the month holds neither (or no schedule is saved).
  v_occ := case when f.ocupado_mes + f.livre_mes = 0 then 0
                else round(f.ocupado_mes * 100.0 / (f.ocupado_mes + f.livre_mes), 1) end;
  v_occ_prev := case when f.ocupado_ant + f.livre_ant = 0 then 0
                     else round(f.ocupado_ant * 100.0 / (f.ocupado_ant + f.livre_ant), 1) end;

  -- Next 5 appointments still to come (not cancelled, not free), walking
  -- g_agenda_dono_data_inicio_idx in order from (today, now).
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', u.id, 'data', u.data, 'inicio', to_char(u.inicio, 'HH24:MI'),
           'fim', to_char(u.fim, 'HH24:MI'), 'nome', u.nome, 'desc_agendamento', u.desc_agendamento,
           'status', u.status, 'local', u.local) order by u.data, u.inicio), '[]'::jsonb)
  into v_proximos
  from (select g.id, g.data, g.inicio, g.fim, g.nome, g.desc_agendamento, g.status, g.local
        from public.g_agenda g
        where g.id_dono = v_dono
          and (g.data, g.inicio) >= (v_today, v_now)
          and g.status in ('agendado', 'confirmado', 'reagendado')
        order by g.data, g.inicio
        limit 5) u;

  -- Attendances (opened and closed by the conversations) from their running totals: a handful of
  -- month rows per owner instead of every attendance. Only concluded ones count (an open attendance
  -- has no duration or rating yet); the trend is by São Paulo month of opening, months with none 0.
  select
    coalesce(sum(d.concluidos), 0)                        as concluidos,
    coalesce(sum(d.resolvidos), 0)                        as resolvidos,
    coalesce(sum(d.avaliados), 0)                         as avaliados,
    coalesce(sum(d.promotores), 0)                        as promotores,
    coalesce(sum(d.detratores), 0)                        as detratores,
    sum(d.soma_notas)::numeric / nullif(sum(d.avaliados), 0)     as media,
    sum(d.soma_duracao)::numeric / nullif(sum(d.com_duracao), 0) as duracao,
    coalesce(sum(d.concluidos) filter (where d.mes = (v_month - interval '5 months')::date), 0) as t1,
    coalesce(sum(d.concluidos) filter (where d.mes = (v_month - interval '4 months')::date), 0) as t2,
    coalesce(sum(d.concluidos) filter (where d.mes = (v_month - interval '3 months')::date), 0) as t3,
    coalesce(sum(d.concluidos) filter (where d.mes = (v_month - interval '2 months')::date), 0) as t4,
    coalesce(sum(d.concluidos) filter (where d.mes = (v_month - interval '1 month')::date), 0) as t5,
    coalesce(sum(d.concluidos) filter (where d.mes = v_month), 0)                              as t6
  into t
  from public.dashboard_atendimentos_mes d
  where d.id_dono = v_dono;

  -- [{mes: 'jun', ano: 2026, total}, …] oldest first; mes is the pt-BR abbreviation.
  select jsonb_agg(jsonb_build_object(
           'mes', v_meses[extract(month from v.mes)::int],
           'ano', extract(year from v.mes)::int,
           'total', v.total) order by v.mes)
  into v_trend
  from (values (v_month - interval '5 months', t.t1), (v_month - interval '4 months', t.t2),
               (v_month - interval '3 months', t.t3), (v_month - interval '2 months', t.t4),
               (v_month - interval '1 month', t.t5), (v_month::timestamp, t.t6)) as v(mes, total);

  -- Every recorded message of the owner (client's, assistant's, the owner's, the platform's), from
  -- the running total; RLS (id_dono = current_id_dono()) still decides what the caller sees.
  select coalesce(sum(dm.total), 0) into v_msgs from public.dashboard_mensagens dm where dm.id_dono = v_dono;
  select ac.status into v_agent from public.agent_configs ac where ac.user_id = user_id_param;

  return jsonb_build_object(
    -- count of concluido attendances (all time)
    'totalAtendimentos', t.concluidos,
    -- booked minutes / (booked + free minutes) of this month × 100 (dashboard_schedule_figures)
    'taxaOcupacao', v_occ,
    -- this month's occupancy minus last month's, in percentage points; null when last month held
    -- neither booked nor free minutes (nothing to compare with: the card hides the label)
    'taxaOcupacaoTendencia', case when f.ocupado_ant + f.livre_ant = 0 then null else v_occ - v_occ_prev end,
    -- avg of avaliacao_cliente (0–10) of concluded attendances, 1 decimal; 0 when no rating
    'mediaSatisfacao', coalesce(round(t.media, 1), 0),
    -- the booking engine's free slots of today (from now + the minimum notice): the booking page's
    'horariosLivresHoje', f.livres_hoje,
    -- the first of them, 'HH:MM', or null
    'proximoHorario', to_char(f.proximo, 'HH24:MI'),
    'tendenciaAtendimentos', v_trend,
    -- avg duracao_atendimento (first to last message) of concluded attendances, whole minutes; 0 when none
    'tempoMedioAtendimento', coalesce(round(t.duracao), 0),
    -- cancelado / appointments (all non-disponivel) × 100, 1 decimal
    'taxaNoShow', case when v_marcados = 0 then 0 else round(v_cancelados * 100.0 / v_marcados, 1) end,
    -- foi_reagendado / appointments (all non-disponivel) × 100, 1 decimal
    'taxaReagendamento', case when v_marcados = 0 then 0 else round(v_reagendados * 100.0 / v_marcados, 1) end,
    -- NPS = round((ratings >= 9 − ratings <= 6) / ratings × 100) over rated concluded attendances; 0 when none
    'nps', case when t.avaliados = 0 then 0
                else round((t.promotores - t.detratores) * 100.0 / t.avaliados)::int end,
    'proximosAgendamentos', v_proximos,
    -- % of concluded attendances closed without a person taking over, 1 decimal; 0 when none
    'resolucaoPrimeiroContato', case when t.concluidos = 0 then 0
                                     else round(t.resolvidos * 100.0 / t.concluidos, 1) end,
    -- The sign-up default row is a draft placeholder, so 'has a configuration' means an activated
    -- assistant; counting the draft would make the welcome variant unreachable.
    'hasAgentConfig', coalesce(v_agent = 'active', false),
    'agentStatus', v_agent,
    'totalMensagens', v_msgs
  );
end;
$$;
revoke execute on function public.get_user_dashboard_stats(uuid) from public, anon;
grant execute on function public.get_user_dashboard_stats(uuid) to authenticated, service_role;
