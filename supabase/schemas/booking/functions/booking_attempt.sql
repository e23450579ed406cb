CREATE FUNCTION public.booking_attempt(p_scope text, p_key text, p_limit integer, p_window_minutes integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_window interval := make_interval(mins => greatest(coalesce(p_window_minutes, 1), 1));
  v_count  integer;
  v_oldest timestamptz;
begin
  if p_scope is null or p_key is null or p_limit is null then
    raise exception 'booking_attempt: scope, key and limit are required' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('booking_requests:' || p_scope || ':' || p_key, 0));
  select count(*) into v_count
  from public.booking_requests r
  where r.scope = p_scope and r.client_key = p_key and r.created_at > clock_timestamp() - v_window;
  if v_count >= p_limit then
    -- The attempt whose end lets one more in: the (count - limit + 1)-th oldest of the window.
    select r.created_at into v_oldest
    from public.booking_requests r
    where r.scope = p_scope and r.client_key = p_key and r.created_at > clock_timestamp() - v_window
    order by r.created_at
    offset greatest(v_count - p_limit, 0) limit 1;
    return jsonb_build_object(
      'allowed', false,
      'retry_after_seconds',
      greatest(ceil(extract(epoch from (coalesce(v_oldest, clock_timestamp()) + v_window - clock_timestamp())))::integer, 1));
  end if;
  insert into public.booking_requests (scope, client_key, created_at, expires_at)
  values (p_scope, p_key, clock_timestamp(), clock_timestamp() + v_window);
  return jsonb_build_object('allowed', true, 'retry_after_seconds', 0);
end;
$$;

REVOKE ALL ON FUNCTION public.booking_attempt(p_scope text, p_key text, p_limit integer, p_window_minutes integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.booking_attempt(p_scope text, p_key text, p_limit integer, p_window_minutes integer) TO service_role;
