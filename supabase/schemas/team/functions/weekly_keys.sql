CREATE FUNCTION public.weekly_keys() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array['dias', 'dias_atendimento', 'horario_inicio', 'horario_fim', 'intervalos'];
$$;

REVOKE ALL ON FUNCTION public.weekly_keys() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.weekly_keys() TO service_role;
