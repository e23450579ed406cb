CREATE FUNCTION public.replace_agent_products(p_agent_id uuid, p_products jsonb) RETURNS SETOF public.agent_products
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if jsonb_typeof(p_products) is distinct from 'array' or jsonb_array_length(p_products) = 0 then
    raise exception 'Cadastre pelo menos um produto ou serviço' using errcode = '22023';
  end if;
  if not exists (select 1 from public.agent_configs a where a.id = p_agent_id) then
    -- Not the caller's agent (RLS hides it) or no such agent.
    raise exception 'Agente não encontrado' using errcode = '42501';
  end if;
  if exists (
    select 1 from jsonb_to_recordset(p_products) as p(duracao_minutos integer)
    where p.duracao_minutos is not null and p.duracao_minutos not between 5 and 720
  ) then
    raise exception 'A duração de cada serviço deve ser de 5 a 720 minutos.' using errcode = '23514';
  end if;
  delete from public.agent_products where agent_id = p_agent_id;
  return query
    insert into public.agent_products (agent_id, codigo, nome, valor, descricao, duracao_minutos)
    select p_agent_id, btrim(p.codigo), btrim(p.nome), p.valor, nullif(btrim(coalesce(p.descricao, '')), ''),
           p.duracao_minutos
    from jsonb_to_recordset(p_products)
      as p(codigo text, nome text, valor numeric, descricao text, duracao_minutos integer)
    returning *;
end;
$$;

REVOKE ALL ON FUNCTION public.replace_agent_products(p_agent_id uuid, p_products jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.replace_agent_products(p_agent_id uuid, p_products jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.replace_agent_products(p_agent_id uuid, p_products jsonb) TO service_role;
