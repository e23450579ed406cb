CREATE FUNCTION public.appointment_start(p_data date, p_inicio time without time zone) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (p_data + p_inicio) at time zone 'America/Sao_Paulo';
$$;

REVOKE ALL ON FUNCTION public.appointment_start(p_data date, p_inicio time without time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.appointment_start(p_data date, p_inicio time without time zone) TO service_role;
