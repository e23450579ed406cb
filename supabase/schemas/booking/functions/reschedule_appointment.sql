CREATE FUNCTION public.reschedule_appointment(p_id uuid, p_id_dono text, p_data date, p_inicio time without time zone, p_busy jsonb DEFAULT '[]'::jsonb, p_profissional uuid DEFAULT NULL::uuid) RETURNS public.g_agenda
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_cur  public.g_agenda;
  v_min  integer;
  v_pick record;
  r      public.g_agenda;
begin
  select * into v_cur from public.g_agenda a
  where a.id = p_id and a.id_dono = p_id_dono and a.status in ('agendado', 'confirmado', 'reagendado')
  for update;
  if not found then
    perform public.booking_error('P0002', 'not_found', 404);
  end if;
  -- Its service's duration (else the schedule's, as a booking without one); a service no longer
  -- sold keeps the appointment's own.
  if v_cur.servico is not null then
    begin
      v_min := public.booking_service_minutes(p_id_dono, v_cur.servico);
    exception when invalid_parameter_value then
      v_min := (extract(epoch from v_cur.fim - v_cur.inicio) / 60)::integer;
    end;
  end if;
  select * into v_pick
  from public.booking_pick(p_id_dono, p_data, p_inicio, p_busy, p_id,
                           coalesce(p_profissional, v_cur.id_profissional), null, v_min);
  update public.g_agenda a
  set data = p_data, inicio = p_inicio, fim = v_pick.fim, status = 'reagendado',
      id_profissional = v_pick.id_profissional
  where a.id = p_id
  returning * into r;
  return r;
end;
$$;

REVOKE ALL ON FUNCTION public.reschedule_appointment(p_id uuid, p_id_dono text, p_data date, p_inicio time without time zone, p_busy jsonb, p_profissional uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.reschedule_appointment(p_id uuid, p_id_dono text, p_data date, p_inicio time without time zone, p_busy jsonb, p_profissional uuid) TO service_role;
