-- The shared n8n engine runs every business's assistant in one process that holds every tenant's
-- secrets: nothing an owner writes may become code there or an unbounded bill, and the WhatsApp
-- gateway's key stays in whatsapp-webhook.

------------------------------------------------------------------------------------------------
-- The model, its temperature and token limit are the platform's
------------------------------------------------------------------------------------------------

-- agent-activate publishes with the platform's settings (ASSISTANT_MODEL, ASSISTANT_TEMPERATURE,
-- ASSISTANT_MAX_TOKENS); the row keeps the spec's defaults as data. n8n evaluated a model name
-- starting with '=' as an expression, so the owner may no longer write these columns: no column
-- privilege, and the guard resets them on an insert and refuses a change on an update (for any
-- role the trigger sees as the browser's).
revoke insert, update on public.agent_configs from anon, authenticated;
grant insert (id, user_id, user_email, name, description, personality_description, business_description,
              system_prompt, webhook, status, type, workflow_id, webhook_url, evolution_instance_id, whatsapp,
              schedule, schedule_saved_at, created_at, updated_at, tools_secret_hash, webhook_credential_id)
  on public.agent_configs to authenticated;
grant update (id, user_id, user_email, name, description, personality_description, business_description,
              system_prompt, webhook, status, type, workflow_id, webhook_url, evolution_instance_id, whatsapp,
              schedule, schedule_saved_at, created_at, updated_at, tools_secret_hash, webhook_credential_id)
  on public.agent_configs to authenticated;

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
revoke execute on function public.agent_configs_guard() from public, anon, authenticated;

-- What an owner wrote before: back to the spec's defaults when it is not a model name or asks for more
-- than the platform's ceiling; from now on the row cannot hold either.
update public.agent_configs
set model = 'gpt-3.5-turbo'
where model !~ '^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$';
update public.agent_configs
set max_tokens = 2000
where max_tokens > 4096;
alter table public.agent_configs add constraint agent_configs_model_name
  check (model ~ '^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$');
alter table public.agent_configs add constraint agent_configs_max_tokens_ceiling
  check (max_tokens <= 4096);

------------------------------------------------------------------------------------------------
-- Messages on their way to the assistant: only what the workflow reads
------------------------------------------------------------------------------------------------

-- whatsapp-webhook used to keep (and forward) the gateway's delivery as received, with the instance's
-- `apikey`. It now keeps only what the workflow reads (_shared/assistantDelivery.ts); the rows kept
-- before are cut to the same shape. A body that is not JSON keeps its ids and nothing else.
create function public.engine_safety_delivery_body(p_instance text, p_message_id text, p_body text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  d jsonb;
begin
  begin
    d := p_body::jsonb;
  exception when others then
    d := '{}'::jsonb;
  end;
  if jsonb_typeof(d) is distinct from 'object' then
    d := '{}'::jsonb;
  end if;
  return jsonb_build_object(
    'event', 'messages.upsert',
    'instance', p_instance,
    'data', jsonb_build_object(
      'key', jsonb_build_object(
        'remoteJid', case when jsonb_typeof(d #> '{data,key,remoteJid}') = 'string' then d #>> '{data,key,remoteJid}' end,
        'fromMe', coalesce(d #> '{data,key,fromMe}' = 'true'::jsonb, false),
        'id', p_message_id),
      'pushName', case when jsonb_typeof(d #> '{data,pushName}') = 'string' then d #>> '{data,pushName}' end,
      'message', jsonb_build_object(
        'conversation', case
          when jsonb_typeof(d #> '{data,message,conversation}') = 'string' then d #>> '{data,message,conversation}'
          when jsonb_typeof(d #> '{data,message,extendedTextMessage,text}') = 'string'
            then d #>> '{data,message,extendedTextMessage,text}'
          else ''
        end)))::text;
end;
$$;

update public.assistant_deliveries
set body = public.engine_safety_delivery_body(instance_name, message_id, body);

drop function public.engine_safety_delivery_body(text, text, text);

comment on column public.assistant_deliveries.body is
  'What the assistant''s workflow reads of a client''s message (event, instance, data.key, data.pushName, data.message.conversation): never the gateway''s delivery as received, which holds the instance''s apikey.';
