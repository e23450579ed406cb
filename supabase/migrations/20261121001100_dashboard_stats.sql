-- get_user_dashboard_stats: every figure of the dashboard home in one
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
  v_local      timestamp := now() at time zone 'America/Sao_Paulo';
  v_today      date      := v_local::date;
  v_now        time      := v_local::time;
  v_month      date      := date_trunc('month', v_local)::date;
  v_next       date      := (date_trunc('month', v_local) + interval '1 month')::date;
  v_prev       date      := (date_trunc('month', v_local) - interval '1 month')::date;
  -- São Paulo month starts of the 6-month trend window, as instants (m1 = oldest, m6 = current).
  v_m1 timestamptz := (date_trunc('month', v_local) - interval '5 months') at time zone 'America/Sao_Paulo';
  v_m2 timestamptz := (date_trunc('month', v_local) - interval '4 months') at time zone 'America/Sao_Paulo';
  v_m3 timestamptz := (date_trunc('month', v_local) - interval '3 months') at time zone 'America/Sao_Paulo';
  v_m4 timestamptz := (date_trunc('month', v_local) - interval '2 months') at time zone 'America/Sao_Paulo';
  v_m5 timestamptz := (date_trunc('month', v_local) - interval '1 month') at time zone 'America/Sao_Paulo';
  v_m6 timestamptz := date_trunc('month', v_local) at time zone 'America/Sao_Paulo';
  v_m7 timestamptz := (date_trunc('month', v_local) + interval '1 month') at time zone 'America/Sao_Paulo';
  v_meses      text[]    := array['jan','fev','mar','abr','mai','jun','jul','ago','set','out','nov','dez'];
  v_dono       text;
  r            record;
  t            record;
  -- g_agenda figures
  v_marcados   bigint := 0;   -- appointments = every status but disponivel (all time)
  v_cancelados bigint := 0;
  v_reagendados bigint := 0;  -- appointments with foi_reagendado
  v_ocup_mes   bigint := 0;   -- booked (agendado + confirmado + reagendado) this month
  v_livre_mes  bigint := 0;   -- disponivel this month
  v_ocup_ant   bigint := 0;   -- the same for last month
  v_livre_ant  bigint := 0;
  v_livre_hoje bigint := 0;
  v_proximo    time;
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

  -- g_agenda in ONE pass: one scan of the owner's rows with FILTER aggregates, grouped by status
  -- so it streams in the order of g_agenda_dono_status_data_idx (an index-only scan thanks to its
  -- INCLUDE columns) and each row meets a handful of date tests instead of one per figure; the
  -- five status rows are folded below.
  for r in
    select g.status,
           count(*)                                                          as total,
           count(*) filter (where g.foi_reagendado)                          as reagendados,
           count(*) filter (where g.data >= v_month and g.data < v_next)     as mes,
           count(*) filter (where g.data >= v_prev and g.data < v_month)     as mes_ant,
           count(*) filter (where g.data = v_today)                          as hoje,
           min(g.inicio) filter (where g.data = v_today and g.inicio >= v_now) as proximo
    from public.g_agenda g
    where g.id_dono = v_dono
    group by g.status
  loop
    if r.status = 'disponivel' then
      v_livre_mes  := r.mes;
      v_livre_ant  := r.mes_ant;
      v_livre_hoje := r.hoje;
      v_proximo    := r.proximo;
    else
      v_marcados    := v_marcados + r.total;
      v_reagendados := v_reagendados + r.reagendados;
      if r.status = 'cancelado' then
        v_cancelados := r.total;
      else
        v_ocup_mes := v_ocup_mes + r.mes;
        v_ocup_ant := v_ocup_ant + r.mes_ant;
      end if;
    end if;
  end loop;

  -- Occupancy (current month) = booked / (booked + free) × 100, 1 decimal; 0 with no slots.
  v_occ := case when v_ocup_mes + v_livre_mes = 0 then 0
                else round(v_ocup_mes * 100.0 / (v_ocup_mes + v_livre_mes), 1) end;
  v_occ_prev := case when v_ocup_ant + v_livre_ant = 0 then 0
                     else round(v_ocup_ant * 100.0 / (v_ocup_ant + v_livre_ant), 1) end;

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

  -- g_atendimento in one pass, the 6-month trend included (concluded attendances per São Paulo
  -- month; months with none count 0).
  select
    count(*) filter (where x.status = 'concluido')                                  as concluidos,
    count(*) filter (where x.status = 'concluido' and x.resolvido_primeiro_contato) as resolvidos,
    -- ratings count only for concluded attendances: an open conversation has no final rating
    count(x.avaliacao_cliente) filter (where x.status = 'concluido')                 as avaliados,
    count(*) filter (where x.status = 'concluido' and x.avaliacao_cliente >= 9)      as promotores,
    count(*) filter (where x.status = 'concluido' and x.avaliacao_cliente <= 6)      as detratores,
    avg(x.avaliacao_cliente) filter (where x.status = 'concluido')                   as media,
    avg(x.duracao_atendimento) filter (where x.status = 'concluido')                 as duracao,
    count(*) filter (where x.status = 'concluido' and x.data_atendimento >= v_m1 and x.data_atendimento < v_m2) as t1,
    count(*) filter (where x.status = 'concluido' and x.data_atendimento >= v_m2 and x.data_atendimento < v_m3) as t2,
    count(*) filter (where x.status = 'concluido' and x.data_atendimento >= v_m3 and x.data_atendimento < v_m4) as t3,
    count(*) filter (where x.status = 'concluido' and x.data_atendimento >= v_m4 and x.data_atendimento < v_m5) as t4,
    count(*) filter (where x.status = 'concluido' and x.data_atendimento >= v_m5 and x.data_atendimento < v_m6) as t5,
    count(*) filter (where x.status = 'concluido' and x.data_atendimento >= v_m6 and x.data_atendimento < v_m7) as t6
  into t
  from public.g_atendimento x
  where x.id_dono = v_dono;

  -- [{mes: 'jun', ano: 2026, total}, …] oldest first; mes is the pt-BR abbreviation.
  select jsonb_agg(jsonb_build_object(
           'mes', v_meses[extract(month from v.mes)::int],
           'ano', extract(year from v.mes)::int,
           'total', v.total) order by v.mes)
  into v_trend
  from (values (v_month - interval '5 months', t.t1), (v_month - interval '4 months', t.t2),
               (v_month - interval '3 months', t.t3), (v_month - interval '2 months', t.t4),
               (v_month - interval '1 month', t.t5), (v_month::timestamp, t.t6)) as v(mes, total);

  select count(*) into v_msgs from public.chat_messages cm where cm.user_id = user_id_param;
  select ac.status into v_agent from public.agent_configs ac where ac.user_id = user_id_param;

  return jsonb_build_object(
    -- count of concluido attendances (all time)
    'totalAtendimentos', t.concluidos,
    'taxaOcupacao', v_occ,
    -- this month's occupancy minus last month's, in percentage points (replaces the fixed '+5.2%');
    -- null when last month had no slots at all (nothing to compare with: the card hides the label)
    'taxaOcupacaoTendencia', case when v_ocup_ant + v_livre_ant = 0 then null else v_occ - v_occ_prev end,
    -- avg of avaliacao_cliente (0–10), 1 decimal; 0 when no rating
    'mediaSatisfacao', coalesce(round(t.media, 1), 0),
    -- free slots (disponivel) today
    'horariosLivresHoje', v_livre_hoje,
    -- first free slot today starting at or after the current time, 'HH:MM', or null
    'proximoHorario', to_char(v_proximo, 'HH24:MI'),
    'tendenciaAtendimentos', v_trend,
    -- avg duracao_atendimento of concluded attendances, whole minutes; 0 when none
    'tempoMedioAtendimento', coalesce(round(t.duracao), 0),
    -- cancelado / appointments (all non-disponivel) × 100, 1 decimal
    'taxaNoShow', case when v_marcados = 0 then 0 else round(v_cancelados * 100.0 / v_marcados, 1) end,
    -- foi_reagendado / appointments (all non-disponivel) × 100, 1 decimal
    'taxaReagendamento', case when v_marcados = 0 then 0 else round(v_reagendados * 100.0 / v_marcados, 1) end,
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
