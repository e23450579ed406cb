CREATE FUNCTION public.google_calendar_status() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select jsonb_build_object('isConnected', t.user_id is not null, 'lastSync', t.last_sync_at)
  from (select 1) one
  left join public.google_calendar_tokens t on t.user_id = auth.uid();
$$;

REVOKE ALL ON FUNCTION public.google_calendar_status() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.google_calendar_status() TO authenticated;
GRANT ALL ON FUNCTION public.google_calendar_status() TO service_role;
