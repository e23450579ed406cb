-- The five-step assistant setup.

-- The Agenda step is "done" once the owner saved it: every row already holds the default schedule,
-- so the presence of `schedule` alone cannot tell (the setup counted it "done if present").
alter table public.agent_configs add column schedule_saved_at timestamptz;

-- Produtos/Serviços: saving deletes the agent's rows and inserts the new list. Done as two
-- requests, a failed insert would leave the owner with no products; one function call is one
-- transaction, so a refused list keeps the old one. Security invoker: RLS of agent_products applies.
create or replace function public.replace_agent_products(p_agent_id uuid, p_products jsonb)
returns setof public.agent_products
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if jsonb_typeof(p_products) is distinct from 'array' or jsonb_array_length(p_products) = 0 then
    raise exception 'Cadastre pelo menos um produto ou serviço' using errcode = '22023';
  end if;
  if not exists (select 1 from public.agent_configs a where a.id = p_agent_id) then
    -- Not the caller's agent (RLS hides it) or no such agent.
    raise exception 'Agente não encontrado' using errcode = '42501';
  end if;
  delete from public.agent_products where agent_id = p_agent_id;
  return query
    insert into public.agent_products (agent_id, codigo, nome, valor, descricao)
    select p_agent_id, btrim(p.codigo), btrim(p.nome), p.valor, nullif(btrim(coalesce(p.descricao, '')), '')
    from jsonb_to_recordset(p_products) as p(codigo text, nome text, valor numeric, descricao text)
    returning *;
end;
$$;
revoke execute on function public.replace_agent_products(uuid, jsonb) from public, anon;
grant execute on function public.replace_agent_products(uuid, jsonb) to authenticated;
