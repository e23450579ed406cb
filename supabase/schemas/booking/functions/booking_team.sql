CREATE FUNCTION public.booking_team(p_id_dono text, p_profissional uuid, p_servico text) RETURNS TABLE(id uuid, nome text, ordem integer, agenda jsonb)
    LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 5
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  if p_profissional is not null then
    if not exists (select 1 from public.profissionais p
                   where p.id = p_profissional and p.id_dono = p_id_dono and p.ativo) then
      raise exception 'invalid_professional' using errcode = '22023';
    end if;
    if p_servico is not null and not exists (
         select 1 from public.profissionais p
         where p.id = p_profissional and (cardinality(p.servicos) = 0 or p_servico = any (p.servicos))) then
      raise exception 'service_not_performed' using errcode = '22023';
    end if;
  end if;
  return query
  select p.id, p.nome, p.ordem, p.agenda
  from public.profissionais p
  where p.id_dono = p_id_dono and p.ativo
    and (p_profissional is null or p.id = p_profissional)
    and (p_servico is null or cardinality(p.servicos) = 0 or p_servico = any (p.servicos));
end;
$$;

REVOKE ALL ON FUNCTION public.booking_team(p_id_dono text, p_profissional uuid, p_servico text) FROM PUBLIC, anon, authenticated, service_role;

