CREATE FUNCTION public.booking_day_slots(p_schedule jsonb, p_dow integer) RETURNS TABLE(ini integer, fim integer)
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select s.ini, s.ini + public.booking_int(p_schedule -> 'duracao_atendimento', 30)
  from public.booking_day_starts(p_schedule, p_dow) s;
$$;

REVOKE ALL ON FUNCTION public.booking_day_slots(p_schedule jsonb, p_dow integer) FROM PUBLIC, anon, authenticated, service_role;

