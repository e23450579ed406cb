-- get_user_dashboard_stats: every figure of the dashboard home (spec 2 §3 Dashboard stats) in one
-- round trip. SECURITY INVOKER, so the caller's RLS still applies; on top of that a customer may
-- only ask for their own id (42501 otherwise). The service role and developers pass the check, but
-- a developer still only sees the rows RLS gives them.
-- 'Today' and 'now' are São Paulo's (the businesses' local time), not the server's.
create or replace function public.get_user_dashboard_stats(user_id_param uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_local     timestamp := now() at time zone 'America/Sao_Paulo';
  v_today     date      := v_local::date;
  v_now       time      := v_local::time;
  v_month     date      := date_trunc('month', v_local)::date;
  v_next      date      := (date_trunc('month', v_local) + interval '1 month')::date;
  v_prev      date      := (date_trunc('month', v_local) - interval '1 month')::date;
  v_trend_from date     := (date_trunc('month', v_local) - interval '5 months')::date;
  v_dono      text;
  a           record;
  t           record;
  v_occ       numeric;
  v_occ_prev  numeric;
  v_trend     jsonb;
  v_proximos  jsonb;
  v_msgs      bigint;
  v_agent     text;
begin
  if user_id_param is distinct from auth.uid()
     and current_user in ('anon', 'authenticated')     -- service role / migrations are trusted
     and not public.is_developer() then
    raise exception 'Sem permissão para ver as estatísticas de outro usuário'
      using errcode = '42501';
  end if;

  select p.id_dono into v_dono from public.profiles p where p.id = user_id_param;

  -- g_agenda in ONE pass (index-only scan of g_agenda_dono_status_data_idx):
  --   booked = agendado + confirmado + reagendado; free = disponivel; 'appointments' = not disponivel.
  select
    count(*) filter (where g.status <> 'disponivel')                                   as marcados,
    count(*) filter (where g.status = 'cancelado')                                     as cancelados,
    count(*) filter (where g.status <> 'disponivel' and g.foi_reagendado)              as reagendados,
    count(*) filter (where g.status in ('agendado', 'confirmado', 'reagendado')
                       and g.data >= v_month and g.data < v_next)                       as ocupados_mes,
    count(*) filter (where g.status = 'disponivel' and g.data >= v_month and g.data < v_next) as livres_mes,
    count(*) filter (where g.status in ('agendado', 'confirmado', 'reagendado')
                       and g.data >= v_prev and g.data < v_month)                       as ocupados_ant,
    count(*) filter (where g.status = 'disponivel' and g.data >= v_prev and g.data < v_month) as livres_ant,
    count(*) filter (where g.status = 'disponivel' and g.data = v_today)               as livres_hoje,
    min(g.inicio) filter (where g.status = 'disponivel' and g.data = v_today and g.inicio >= v_now) as proximo_livre
  into a
  from public.g_agenda g
  where g.id_dono = v_dono;

  -- Occupancy (current month) = booked / (booked + free) × 100, 1 decimal; 0 with no slots.
  v_occ := case when a.ocupados_mes + a.livres_mes = 0 then 0
                else round(a.ocupados_mes * 100.0 / (a.ocupados_mes + a.livres_mes), 1) end;
  v_occ_prev := case when a.ocupados_ant + a.livres_ant = 0 then 0
                     else round(a.ocupados_ant * 100.0 / (a.ocupados_ant + a.livres_ant), 1) end;

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

  -- g_atendimento in one pass (index g_atendimento_dono_data_idx).
  select
    count(*) filter (where x.status = 'concluido')                                  as concluidos,
    count(*) filter (where x.status = 'concluido' and x.resolvido_primeiro_contato) as resolvidos,
    count(x.avaliacao_cliente)                                                       as avaliados,
    count(*) filter (where x.avaliacao_cliente >= 9)                                 as promotores,
    count(*) filter (where x.avaliacao_cliente <= 6)                                 as detratores,
    avg(x.avaliacao_cliente)                                                         as media,
    avg(x.duracao_atendimento) filter (where x.status = 'concluido')                 as duracao
  into t
  from public.g_atendimento x
  where x.id_dono = v_dono;

  -- Concluded attendances per month, last 6 months including the current one and months with
  -- none, oldest first; mes is the pt-BR abbreviation.
  select jsonb_agg(jsonb_build_object(
           'mes', (array['jan','fev','mar','abr','mai','jun','jul','ago','set','out','nov','dez'])[extract(month from m.mes)::int],
           'ano', extract(year from m.mes)::int,
           'total', coalesce(c.total, 0)) order by m.mes)
  into v_trend
  from generate_series(v_trend_from, v_month, interval '1 month') as m(mes)
  left join (
    select date_trunc('month', x.data_atendimento at time zone 'America/Sao_Paulo') as mes, count(*) as total
    from public.g_atendimento x
    where x.id_dono = v_dono
      and x.status = 'concluido'
      and x.data_atendimento >= (v_trend_from::timestamp at time zone 'America/Sao_Paulo')
    group by 1
  ) c on c.mes = m.mes;

  select count(*) into v_msgs from public.chat_messages cm where cm.user_id = user_id_param;
  select ac.status into v_agent from public.agent_configs ac where ac.user_id = user_id_param;

  return jsonb_build_object(
    -- count of concluido attendances (all time)
    'totalAtendimentos', t.concluidos,
    'taxaOcupacao', v_occ,
    -- this month's occupancy minus last month's, in percentage points (replaces the fixed '+5.2%')
    'taxaOcupacaoTendencia', v_occ - v_occ_prev,
    -- avg of avaliacao_cliente (0–10), 1 decimal; 0 when no rating
    'mediaSatisfacao', coalesce(round(t.media, 1), 0),
    -- free slots (disponivel) today
    'horariosLivresHoje', a.livres_hoje,
    -- first free slot today starting at or after the current time, 'HH:MM', or null
    'proximoHorario', to_char(a.proximo_livre, 'HH24:MI'),
    'tendenciaAtendimentos', v_trend,
    -- avg duracao_atendimento of concluded attendances, whole minutes; 0 when none
    'tempoMedioAtendimento', coalesce(round(t.duracao), 0),
    -- cancelado / appointments (all non-disponivel) × 100, 1 decimal
    'taxaNoShow', case when a.marcados = 0 then 0 else round(a.cancelados * 100.0 / a.marcados, 1) end,
    -- foi_reagendado / appointments (all non-disponivel) × 100, 1 decimal
    'taxaReagendamento', case when a.marcados = 0 then 0 else round(a.reagendados * 100.0 / a.marcados, 1) end,
    -- NPS = round((ratings >= 9 − ratings <= 6) / ratings × 100) over rated attendances; 0 when none
    'nps', case when t.avaliados = 0 then 0
                else round((t.promotores - t.detratores) * 100.0 / t.avaliados)::int end,
    'proximosAgendamentos', v_proximos,
    -- % of concluded attendances resolved at the first contact, 1 decimal; 0 when none
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
