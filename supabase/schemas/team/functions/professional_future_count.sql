CREATE FUNCTION public.professional_future_count(p_id uuid) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select count(*)::integer from public.g_agenda a
  where a.id_profissional = p_id and a.data >= (now() at time zone 'America/Sao_Paulo')::date
    and a.status in ('agendado', 'confirmado', 'reagendado')
    and (coalesce(auth.role(), '') not in ('authenticated', 'anon') or a.id_dono = public.current_id_dono());
$$;

REVOKE ALL ON FUNCTION public.professional_future_count(p_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.professional_future_count(p_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.professional_future_count(p_id uuid) TO service_role;
