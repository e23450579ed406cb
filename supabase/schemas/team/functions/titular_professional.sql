CREATE FUNCTION public.titular_professional(p_id_dono text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
begin
  -- A signed-in caller (the browser's appointment insert) only ever reaches their own.
  if coalesce(auth.role(), '') in ('authenticated', 'anon') and p_id_dono is distinct from public.current_id_dono() then
    return null;
  end if;
  select p.id into v_id from public.profissionais p where p.id_dono = p_id_dono and p.titular;
  if v_id is not null or p_id_dono is null then
    return v_id;
  end if;
  insert into public.profissionais (id_dono, nome, agenda, titular, ordem)
  select pr.id_dono,
         coalesce(nullif(btrim(pr.full_name), ''), nullif(btrim(pr.business_name), ''), 'Profissional'),
         coalesce(a.schedule, '{"dias_atendimento": {"segunda": true}, "horario_inicio": "09:00", "horario_fim": "18:00"}'::jsonb),
         true, 0
  from public.profiles pr
  left join public.agent_configs a on a.user_id = pr.id
  where pr.id_dono = p_id_dono
  on conflict (id_dono) where titular do nothing
  returning id into v_id;
  if v_id is null then
    select p.id into v_id from public.profissionais p where p.id_dono = p_id_dono and p.titular;
  end if;
  return v_id;
end;
$$;

REVOKE ALL ON FUNCTION public.titular_professional(p_id_dono text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.titular_professional(p_id_dono text) TO service_role;
GRANT ALL ON FUNCTION public.titular_professional(p_id_dono text) TO authenticated;
