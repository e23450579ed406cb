CREATE FUNCTION public.get_agenda_stats() RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with bounds as (
    select (now() at time zone 'America/Sao_Paulo')::date as hoje,
           date_trunc('week', now() at time zone 'America/Sao_Paulo')::date as semana
  ),
  counts as (
    -- One range scan of g_agenda_dono_data_inicio_idx over last week and this week.
    select
      count(*) filter (where g.data = b.hoje)                                                as hoje,
      count(*) filter (where g.data >= b.semana)                                             as semana,
      count(*) filter (where g.data >= b.semana and g.status = 'confirmado')                 as confirmados,
      count(*) filter (where g.data < b.semana)                                              as semana_ant,
      count(*) filter (where g.data < b.semana and g.status = 'confirmado')                  as confirmados_ant
    from bounds b
    left join public.g_agenda g
      on g.id_dono = (select public.current_id_dono())
     and g.data >= b.semana - 7
     and g.data < b.semana + 7
     and g.status in ('agendado', 'confirmado', 'reagendado')
  )
  select jsonb_build_object(
    'hoje', c.hoje,
    'totalSemana', c.semana,
    'confirmadosSemana', c.confirmados,
    -- confirmed / appointments × 100, rounded, over this week; 0 with none
    'taxaConfirmacao', case when c.semana = 0 then 0 else round(c.confirmados * 100.0 / c.semana)::int end,
    -- this week's rate minus last week's, in percentage points; null when last week had none
    'tendencia', case when c.semana_ant = 0 then null
                      else (case when c.semana = 0 then 0 else round(c.confirmados * 100.0 / c.semana)::int end)
                           - round(c.confirmados_ant * 100.0 / c.semana_ant)::int end
  )
  from counts c;
$$;

REVOKE ALL ON FUNCTION public.get_agenda_stats() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.get_agenda_stats() TO authenticated;
GRANT ALL ON FUNCTION public.get_agenda_stats() TO service_role;
