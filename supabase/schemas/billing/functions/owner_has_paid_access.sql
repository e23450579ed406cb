CREATE FUNCTION public.owner_has_paid_access(p_id_dono text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(public.has_paid_access(public.owner_user(p_id_dono)), false);
$$;

REVOKE ALL ON FUNCTION public.owner_has_paid_access(p_id_dono text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.owner_has_paid_access(p_id_dono text) TO service_role;
