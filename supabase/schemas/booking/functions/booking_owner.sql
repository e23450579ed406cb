CREATE FUNCTION public.booking_owner(p_slug text) RETURNS TABLE(id_dono text, user_id uuid, negocio text, schedule jsonb, schedule_saved boolean, pago boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id_dono, p.id, coalesce(nullif(btrim(p.business_name), ''), nullif(btrim(p.full_name), '')),
         a.schedule, a.schedule_saved_at is not null, public.has_paid_access(p.id)
  from public.profiles p
  left join public.agent_configs a on a.user_id = p.id
  where p.booking_slug = p_slug;
$$;

REVOKE ALL ON FUNCTION public.booking_owner(p_slug text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.booking_owner(p_slug text) TO service_role;
