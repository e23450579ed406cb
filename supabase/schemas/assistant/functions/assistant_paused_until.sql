CREATE FUNCTION public.assistant_paused_until() RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select ((d.dia + 1)::timestamp at time zone 'America/Sao_Paulo')
  from public.assistant_days d
  where d.id_dono = public.current_id_dono()
    and d.dia = (now() at time zone 'America/Sao_Paulo')::date
    and d.pausado_em is not null;
$$;

REVOKE ALL ON FUNCTION public.assistant_paused_until() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.assistant_paused_until() TO authenticated;
GRANT ALL ON FUNCTION public.assistant_paused_until() TO service_role;
