CREATE FUNCTION public.max_active_professionals() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 50;
$$;

REVOKE ALL ON FUNCTION public.max_active_professionals() FROM anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.max_active_professionals() TO anon;
GRANT ALL ON FUNCTION public.max_active_professionals() TO authenticated;
GRANT ALL ON FUNCTION public.max_active_professionals() TO service_role;
