CREATE FUNCTION public.agent_configs_guard() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
    new.tools_secret_hash := null;
    new.webhook_credential_id := null;
    new.model := 'gpt-3.5-turbo';
    new.temperature := 0.7;
    new.max_tokens := 2000;
  elsif (new.user_id, new.user_email, new.evolution_instance_id, new.workflow_id, new.webhook_url, new.status,
         new.tools_secret_hash, new.webhook_credential_id)
        is distinct from
        (old.user_id, old.user_email, old.evolution_instance_id, old.workflow_id, old.webhook_url, old.status,
         old.tools_secret_hash, old.webhook_credential_id) then
    raise exception 'user_id, user_email, evolution_instance_id, workflow_id, webhook_url e status são definidos pelo servidor'
      using errcode = '42501';
  elsif (new.model, new.temperature, new.max_tokens) is distinct from (old.model, old.temperature, old.max_tokens) then
    raise exception 'model, temperature e max_tokens são definidos pela plataforma'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION public.agent_configs_guard() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.agent_configs_guard() TO service_role;

CREATE TRIGGER agent_configs_guard BEFORE INSERT OR UPDATE ON public.agent_configs FOR EACH ROW EXECUTE FUNCTION public.agent_configs_guard();
