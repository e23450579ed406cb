CREATE FUNCTION public.release_trial(p_key text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.trial_grants g
   where g.idempotency_key = p_key
     and not exists (select 1 from public.subscriptions s where s.idempotency_key = p_key);
$$;

REVOKE ALL ON FUNCTION public.release_trial(p_key text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.release_trial(p_key text) TO service_role;
