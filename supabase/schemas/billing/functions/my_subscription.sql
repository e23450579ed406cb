CREATE FUNCTION public.my_subscription() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.subscription_state((select auth.uid()));
$$;

REVOKE ALL ON FUNCTION public.my_subscription() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.my_subscription() TO authenticated;
GRANT ALL ON FUNCTION public.my_subscription() TO service_role;
