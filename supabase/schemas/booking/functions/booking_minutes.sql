CREATE FUNCTION public.booking_minutes(p_hhmm text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case when p_hhmm ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' or p_hhmm = '24:00'
              then split_part(p_hhmm, ':', 1)::integer * 60 + split_part(p_hhmm, ':', 2)::integer end;
$_$;

REVOKE ALL ON FUNCTION public.booking_minutes(p_hhmm text) FROM PUBLIC, anon, authenticated, service_role;

