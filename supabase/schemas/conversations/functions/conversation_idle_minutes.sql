CREATE FUNCTION public.conversation_idle_minutes() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(current_setting('app.conversation_idle_minutes', true), '')::integer, 30);
$$;

REVOKE ALL ON FUNCTION public.conversation_idle_minutes() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.conversation_idle_minutes() TO service_role;
