CREATE FUNCTION public.booking_int(p_value jsonb, p_fallback integer) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case when jsonb_typeof(p_value) = 'number' then floor((p_value #>> '{}')::numeric)::integer
              when jsonb_typeof(p_value) = 'string' and (p_value #>> '{}') ~ '^[0-9]{1,6}$'
                then (p_value #>> '{}')::integer
              else p_fallback end;
$_$;

REVOKE ALL ON FUNCTION public.booking_int(p_value jsonb, p_fallback integer) FROM PUBLIC, anon, authenticated, service_role;

