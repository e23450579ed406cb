CREATE FUNCTION public.get_user_dashboard_stats(user_id_param uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_local      timestamp := now() at time zone 'America/Sao_Paulo';
  v_today      date      := v_local::date;
  v_now        time      := v_local::time;
  v_month      date      := date_trunc('month', v_local)::date;
  v_meses      text[]    := array['jan','fev','mar','abr','mai','jun','jul','ago','set','out','nov','dez'];
  v_dono       text;
  v_canal      text;
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
  select w.channel into v_canal from public.whatsapp_instances w where w.user_id = user_id_param;

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
    -- the WhatsApp's channel ('evolution' | 'cloud'), null before one is set up
    'canalWhatsapp', v_canal,
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

REVOKE ALL ON FUNCTION public.get_user_dashboard_stats(user_id_param uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.get_user_dashboard_stats(user_id_param uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_user_dashboard_stats(user_id_param uuid) TO service_role;
