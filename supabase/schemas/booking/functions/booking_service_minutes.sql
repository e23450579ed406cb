CREATE FUNCTION public.booking_service_minutes(p_id_dono text, p_servico text) RETURNS integer
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_found boolean;
  v_min   integer;
begin
  if p_servico is null then
    return null;
  end if;
  select true, ap.duracao_minutos into v_found, v_min
  from public.agent_products ap
  join public.agent_configs a on a.id = ap.agent_id
  join public.profiles p on p.id = a.user_id
  where p.id_dono = p_id_dono and ap.codigo = p_servico;
  if v_found is null then
    raise exception 'invalid_service' using errcode = '22023';
  end if;
  return v_min;
end;
$$;

REVOKE ALL ON FUNCTION public.booking_service_minutes(p_id_dono text, p_servico text) FROM PUBLIC, anon, authenticated, service_role;

