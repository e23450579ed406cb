CREATE FUNCTION public.reminder_first_due(p_start timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select greatest(p_start - interval '24 hours', now());
$$;

REVOKE ALL ON FUNCTION public.reminder_first_due(p_start timestamp with time zone) FROM anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.reminder_first_due(p_start timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.reminder_first_due(p_start timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.reminder_first_due(p_start timestamp with time zone) TO service_role;
