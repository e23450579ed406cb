-- 'Ativo' means the assistant was published (agent-activate created its n8n workflow), so the status
-- joins the columns only server functions set: from the browser an INSERT starts as 'draft' and an
-- UPDATE may not change it (42501), as for workflow_id and webhook_url.
create or replace function public.agent_configs_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.user_email := auth.email();
    new.evolution_instance_id := new.user_id::text;
    new.workflow_id := null;
    new.webhook_url := null;
    new.status := 'draft';
  elsif (new.user_id, new.user_email, new.evolution_instance_id, new.workflow_id, new.webhook_url, new.status)
        is distinct from
        (old.user_id, old.user_email, old.evolution_instance_id, old.workflow_id, old.webhook_url, old.status) then
    raise exception 'user_id, user_email, evolution_instance_id, workflow_id, webhook_url e status são definidos pelo servidor'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function public.agent_configs_guard() from public, anon, authenticated;
