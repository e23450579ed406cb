CREATE FUNCTION public.purge_booking_attempts() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  delete from public.booking_requests r where r.expires_at < now();
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

REVOKE ALL ON FUNCTION public.purge_booking_attempts() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.purge_booking_attempts() TO service_role;
