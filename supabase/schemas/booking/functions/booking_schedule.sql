CREATE FUNCTION public.booking_schedule(p_id_dono text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select a.schedule
  from public.profiles p
  join public.agent_configs a on a.user_id = p.id
  where p.id_dono = p_id_dono and a.schedule_saved_at is not null;
$$;

REVOKE ALL ON FUNCTION public.booking_schedule(p_id_dono text) FROM PUBLIC, anon, authenticated, service_role;

