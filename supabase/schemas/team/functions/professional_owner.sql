CREATE FUNCTION public.professional_owner(p_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id_dono from public.profissionais p
  where p.id = p_id
    and (coalesce(auth.role(), '') not in ('authenticated', 'anon') or p.id_dono = public.current_id_dono());
$$;

REVOKE ALL ON FUNCTION public.professional_owner(p_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.professional_owner(p_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.professional_owner(p_id uuid) TO authenticated;
