CREATE FUNCTION public.owner_business(p_id_dono text) RETURNS TABLE(negocio text, booking_slug text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(nullif(btrim(p.business_name), ''), nullif(btrim(p.full_name), ''), 'nossa equipe'),
         p.booking_slug
  from public.profiles p
  where p.id_dono = p_id_dono
  order by (p.role = 'client') desc, p.created_at
  limit 1;
$$;

REVOKE ALL ON FUNCTION public.owner_business(p_id_dono text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.owner_business(p_id_dono text) TO service_role;
