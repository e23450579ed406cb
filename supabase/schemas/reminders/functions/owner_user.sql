CREATE FUNCTION public.owner_user(p_id_dono text) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id from public.profiles p
  where p.id_dono = p_id_dono
  order by (p.role = 'client') desc, p.created_at
  limit 1;
$$;

REVOKE ALL ON FUNCTION public.owner_user(p_id_dono text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.owner_user(p_id_dono text) TO service_role;
