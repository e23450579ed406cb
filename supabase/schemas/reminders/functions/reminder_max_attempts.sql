CREATE FUNCTION public.reminder_max_attempts() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 5 $$;

REVOKE ALL ON FUNCTION public.reminder_max_attempts() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.reminder_max_attempts() TO service_role;
