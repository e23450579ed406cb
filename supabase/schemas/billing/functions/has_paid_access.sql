CREATE FUNCTION public.has_paid_access(p_user uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(public.subscription_state(p_user) ->> 'access' = 'full', false);
$$;

REVOKE ALL ON FUNCTION public.has_paid_access(p_user uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.has_paid_access(p_user uuid) TO service_role;
