-- What `npm run bench:scale` (supabase/tests/bench/scale.ts) found on its second pass, on a quiet
-- machine at 1,000 owners: the team's reads for its largest clinic (12 professionals, 62,677
-- appointments), and the idle attendances read whole. Same results, less work.

------------------------------------------------------------------------------------------------
-- The free times: the full days grouped once, not once per candidate
------------------------------------------------------------------------------------------------

-- As in 20261203000100_team.sql, with `cheios` materialized (150 ms → 14 ms for 30 days).
create or replace function public.booking_team_slots_except(
  p_id_dono text, p_de date, p_ate date, p_busy jsonb, p_except uuid,
  p_profissional uuid, p_servico text, p_minutos integer)
returns table (data date, inicio time, fim time, id_profissional uuid)
language plpgsql
stable
security definer
-- The planner cannot know a week's size: its guesses would cross jit_above_cost, and compiling the
-- query costs more (about 30 ms) than running it (the team bench: 10 professionals, 30 days).
set jit = off
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_sched   jsonb := public.booking_schedule(p_id_dono);
  v_agora   timestamp := now() at time zone 'America/Sao_Paulo';
  v_hoje    date := (now() at time zone 'America/Sao_Paulo')::date;
  v_periodo integer;
  v_notice  integer;
  v_max     integer;
  v_gap     integer;
  v_dur     integer;
  v_de      date;
  v_ate     date;
  v_busy    jsonb := case when jsonb_typeof(p_busy) = 'array' then p_busy else '[]'::jsonb end;
begin
  if v_sched is null or p_de is null or p_ate is null then
    return;
  end if;
  v_dur := coalesce(p_minutos, public.booking_service_minutes(p_id_dono, p_servico),
                    public.booking_int(v_sched -> 'duracao_atendimento', 30));
  v_periodo := public.booking_int(v_sched -> 'periodo_disponivel', 30);
  v_notice := greatest(public.booking_int(v_sched -> 'antecedencia_minima', 120), 0);
  v_max := public.booking_int(v_sched -> 'max_agendamentos_dia', null);
  v_gap := greatest(public.booking_int(v_sched -> 'tempo_entre_atendimentos', 0), 0);
  v_de := greatest(p_de, v_hoje);
  v_ate := least(p_ate, v_hoje + v_periodo - 1);
  if v_ate < v_de or v_dur <= 0 then
    return;
  end if;

  -- Each professional's week once, their active appointments of the range once (one index range
  -- scan of the owner's), then every date's candidates checked against them in memory.
  return query
  with equipe as materialized (
    select t.id, public.professional_schedule(v_sched, t.agenda) as sched
    from public.booking_team(p_id_dono, p_profissional, p_servico) t
  ),
  -- A week is computed once however many professionals share it (teams often keep one timetable).
  semanas as materialized (
    select x.sched, d.dow, s.ini
    from (select distinct e.sched from equipe e) x
    cross join generate_series(0, 6) d(dow)
    cross join lateral public.booking_day_starts(x.sched, d.dow) s
    where s.ini + v_dur <= s.seg_fim and s.ini + v_dur <= 1440
  ),
  semana as (
    select e.id as prof, w.dow, w.ini from equipe e join semanas w on w.sched = e.sched
  ),
  candidatos as (
    select s.prof, v_de + n as dia, s.ini, s.ini + v_dur as fim
    from generate_series(0, v_ate - v_de) n
    join semana s on s.dow = extract(dow from v_de + n)::integer
  ),
  ativos as materialized (
    select a.id_profissional as prof, a.data,
           (extract(epoch from a.inicio) / 60)::integer as ini, (extract(epoch from a.fim) / 60)::integer as fim
    from public.g_agenda a
    where a.id_dono = p_id_dono and a.data between v_de and v_ate
      and a.status in ('agendado', 'confirmado', 'reagendado') and a.id is distinct from p_except
  ),
  -- Materialized: left to the planner (which expects one candidate) the grouping was redone for each
  -- candidate, 6,960 times for the scale bench's largest clinic (130 ms of its 150).
  cheios as materialized (
    select a.prof, a.data from ativos a group by a.prof, a.data having count(*) >= v_max
  ),
  ocupados as (
    select (x.e ->> 'inicio')::timestamptz at time zone 'America/Sao_Paulo' as ini,
           (x.e ->> 'fim')::timestamptz at time zone 'America/Sao_Paulo' as fim
    from jsonb_array_elements(v_busy) x(e)
  )
  select c.dia, make_time(c.ini / 60, c.ini % 60, 0),
         case when c.fim >= 1440 then time '24:00' else make_time(c.fim / 60, c.fim % 60, 0) end,
         c.prof
  from candidatos c
  where c.dia + make_interval(mins => c.ini) >= v_agora + make_interval(mins => v_notice)
    and not exists (select 1 from cheios h where h.prof = c.prof and h.data = c.dia)
    and not exists (select 1 from ativos a
                    where a.prof = c.prof and a.data = c.dia and a.ini < c.fim + v_gap and a.fim > c.ini)
    and not exists (
      select 1 from ocupados o
      where o.ini < c.dia + make_interval(mins => c.fim) and o.fim > c.dia + make_interval(mins => c.ini))
  order by 1, 2, 4;
end;
$$;


------------------------------------------------------------------------------------------------
-- The home's free time: a week shared by several professionals computed once
------------------------------------------------------------------------------------------------

-- As in 20261203000100_team.sql, with the weeks deduplicated (booking_day_slots ran 84 times, 14 ms
-- of the 31 ms for the largest clinic).
create or replace function public.dashboard_schedule_figures(p_id_dono text)
returns table (livres_hoje integer, proximo time, ocupado_mes numeric, livre_mes numeric,
               ocupado_ant numeric, livre_ant numeric)
language plpgsql
stable
security definer
set jit = off -- as booking_team_slots_except
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

  -- Last month and this one in one pass: each distinct week once, the two months' active
  -- appointments once (one range scan of g_agenda_dono_data_inicio_idx), every day's slots checked
  -- against that professional's appointments of the day in memory.
  with equipe as materialized (
    select p.id as prof, public.professional_schedule(v_sched, p.agenda) as sched
    from public.profissionais p
    where p.id_dono = p_id_dono and p.ativo
  ),
  -- A week is computed once however many professionals share it, as the engine does (was: once per
  -- professional, 12 times over for the scale bench's largest clinic).
  semanas as materialized (
    select x.sched, d.dow, s.ini, s.fim
    from (select distinct e.sched from equipe e) x
    cross join generate_series(0, 6) d(dow)
    cross join lateral public.booking_day_slots(x.sched, d.dow) s
  ),
  semana as materialized (
    select e.prof, w.dow, w.ini, w.fim,
           make_time(w.ini / 60, w.ini % 60, 0) as ini_t,
           case when w.fim >= 1440 then time '24:00' else make_time(w.fim / 60, w.fim % 60, 0) end as fim_t
    from equipe e join semanas w on w.sched = e.sched
  ),
  ativos as materialized (
    select a.id_profissional as prof, a.data, a.inicio, a.fim
    from public.g_agenda a
    where a.id_dono = p_id_dono and a.data between v_prev and v_last
      and a.status in ('agendado', 'confirmado', 'reagendado')
  ),
  cheios as (
    select a.prof, a.data from ativos a group by a.prof, a.data having count(*) >= v_max
  ),
  dias as (
    select (v_prev + n) as dia, extract(dow from v_prev + n)::integer as dow
    from generate_series(0, v_last - v_prev) n
  ),
  livres as (
    select d.dia, sum(s.fim - s.ini) as minutos
    from dias d
    join semana s on s.dow = d.dow
    where not exists (select 1 from cheios h where h.prof = s.prof and h.data = d.dia)
      and not exists (select 1 from ativos a
                      where a.prof = s.prof and a.data = d.dia and a.inicio < s.fim_t and a.fim > s.ini_t)
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

------------------------------------------------------------------------------------------------
-- Idle attendances: read from the idle end, not every open attendance
------------------------------------------------------------------------------------------------

-- close_idle_attendances asks for coalesce(ultima_mensagem_em, data_atendimento) < the limit, which
-- the index on ultima_mensagem_em alone cannot bound: every open attendance of the platform was read
-- (6,500 at 1,000 owners for 200 idle). The index now holds that expression.
create index g_atendimento_idle_at_idx on public.g_atendimento ((coalesce(ultima_mensagem_em, data_atendimento)))
  where status = 'em_andamento';
drop index public.g_atendimento_idle_idx;

-- As in 20261201000100_conversations.sql, in the index's order.
create or replace function public.close_idle_attendances()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limit timestamptz := now() - make_interval(mins => public.conversation_idle_minutes());
  v_id    uuid;
  v_count integer := 0;
begin
  -- Not locked here: close_attendance locks each in the writers' order and skips one closed meanwhile.
  for v_id in
    select a.id from public.g_atendimento a
    where a.status = 'em_andamento' and coalesce(a.ultima_mensagem_em, a.data_atendimento) < v_limit
    order by coalesce(a.ultima_mensagem_em, a.data_atendimento)
  loop
    if public.close_attendance(v_id, 'inatividade', v_limit) then
      v_count := v_count + 1;
    end if;
  end loop;
  update public.conversas
  set estado = 'concluida', pausado_em = null, motivo_transferencia = null
  where estado in ('aguardando', 'voce') and atendimento_id is null and ultima_mensagem_em < v_limit;
  return v_count;
end;
$$;
