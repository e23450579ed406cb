CREATE FUNCTION public.reminder_requeue_interval() RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select interval '10 minutes' $$;

REVOKE ALL ON FUNCTION public.reminder_requeue_interval() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.reminder_requeue_interval() TO service_role;
