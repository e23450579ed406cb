CREATE FUNCTION public.professional_schedule(p_owner jsonb, p_agenda jsonb) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (p_owner - public.weekly_keys())
         || coalesce((select jsonb_object_agg(k, v) from jsonb_each(p_agenda) e(k, v)
                      where k = any (public.weekly_keys())), '{}'::jsonb);
$$;

REVOKE ALL ON FUNCTION public.professional_schedule(p_owner jsonb, p_agenda jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.professional_schedule(p_owner jsonb, p_agenda jsonb) TO service_role;
