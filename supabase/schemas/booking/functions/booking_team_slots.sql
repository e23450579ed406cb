CREATE FUNCTION public.booking_team_slots(p_id_dono text, p_de date, p_ate date, p_busy jsonb DEFAULT '[]'::jsonb, p_servico text DEFAULT NULL::text) RETURNS TABLE(data date, inicio time without time zone, fim time without time zone, id_profissional uuid)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  if p_ate - p_de >= 31 then
    raise exception 'invalid_range' using errcode = '22023';
  end if;
  return query
  select s.data, s.inicio, s.fim, s.id_profissional
  from public.booking_team_slots_except(p_id_dono, p_de, p_ate, p_busy, null, null, p_servico, null) s;
end;
$$;

REVOKE ALL ON FUNCTION public.booking_team_slots(p_id_dono text, p_de date, p_ate date, p_busy jsonb, p_servico text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.booking_team_slots(p_id_dono text, p_de date, p_ate date, p_busy jsonb, p_servico text) TO service_role;
