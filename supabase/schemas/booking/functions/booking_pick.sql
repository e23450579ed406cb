CREATE FUNCTION public.booking_pick(p_id_dono text, p_data date, p_inicio time without time zone, p_busy jsonb, p_except uuid, p_profissional uuid, p_servico text, p_minutos integer) RETURNS TABLE(id_profissional uuid, fim time without time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_sched jsonb := public.booking_schedule(p_id_dono);
  v_prof  uuid;
  v_fim   time;
  v_dur   integer;
begin
  if v_sched is null then
    perform public.booking_error('P0002', 'no_schedule', 404);
  end if;
  if p_data is null or p_inicio is null then
    raise exception 'not_a_free_slot' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('g_agenda:' || p_id_dono, 0));
  select s.id_profissional, s.fim into v_prof, v_fim
  from public.booking_team_slots_except(p_id_dono, p_data, p_data, p_busy, p_except, p_profissional, p_servico, p_minutos) s
  join public.profissionais p on p.id = s.id_profissional
  where s.inicio = p_inicio
  order by (select count(*) from public.g_agenda a
            where a.id_profissional = s.id_profissional and a.data = p_data and a.id is distinct from p_except
              and a.status in ('agendado', 'confirmado', 'reagendado')),
           p.ordem, p.nome, p.id
  limit 1;
  if v_prof is not null then
    return query select v_prof, v_fim;
    return;
  end if;
  -- Nobody free: taken when someone of the request holds that time, else why it is no free time.
  v_dur := coalesce(p_minutos, public.booking_service_minutes(p_id_dono, p_servico),
                    public.booking_int(v_sched -> 'duracao_atendimento', 30));
  if exists (select 1 from public.g_agenda a
             join public.booking_team(p_id_dono, p_profissional, p_servico) t on t.id = a.id_profissional
             where a.id_dono = p_id_dono and a.data = p_data and a.id is distinct from p_except
               and a.status in ('agendado', 'confirmado', 'reagendado')
               and a.inicio < p_inicio + make_interval(mins => v_dur) and a.fim > p_inicio) then
    perform public.booking_error('23P01', 'slot_taken', 409);
  end if;
  raise exception '%', public.booking_refusal(v_sched, p_data, p_inicio) using errcode = '22023';
end;
$$;

REVOKE ALL ON FUNCTION public.booking_pick(p_id_dono text, p_data date, p_inicio time without time zone, p_busy jsonb, p_except uuid, p_profissional uuid, p_servico text, p_minutos integer) FROM PUBLIC, anon, authenticated, service_role;

