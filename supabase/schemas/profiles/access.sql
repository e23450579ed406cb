CREATE FUNCTION public.current_id_dono() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id_dono from public.profiles p where p.id = auth.uid();
$$;

CREATE FUNCTION public.generate_id_dono() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select 'USR-' || string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 1 + floor(random() * 36)::int, 1), '')
  from generate_series(1, 8);
$$;

CREATE FUNCTION public.is_developer() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select p.role = 'developer' from public.profiles p where p.id = auth.uid()), false);
$$;

REVOKE ALL ON FUNCTION public.current_id_dono() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.current_id_dono() TO authenticated;
GRANT ALL ON FUNCTION public.current_id_dono() TO service_role;

REVOKE ALL ON FUNCTION public.generate_id_dono() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.generate_id_dono() TO authenticated;
GRANT ALL ON FUNCTION public.generate_id_dono() TO service_role;

REVOKE ALL ON FUNCTION public.is_developer() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.is_developer() TO authenticated;
GRANT ALL ON FUNCTION public.is_developer() TO service_role;
