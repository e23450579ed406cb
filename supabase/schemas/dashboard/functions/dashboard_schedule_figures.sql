CREATE FUNCTION public.dashboard_schedule_figures(p_id_dono text) RETURNS TABLE(livres_hoje integer, proximo time without time zone, ocupado_mes numeric, livre_mes numeric, ocupado_ant numeric, livre_ant numeric)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET jit TO 'off'
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.dashboard_schedule_figures(p_id_dono text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_schedule_figures(p_id_dono text) TO authenticated;
GRANT ALL ON FUNCTION public.dashboard_schedule_figures(p_id_dono text) TO service_role;
