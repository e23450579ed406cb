-- agent_configs: the assistant of one customer, one row per user.
-- The product has two shapes (table agent_configs and an onboarding record with basic_info, whatsapp,
-- products, schedule). We keep ONE table so there is one source of truth that the workflow, the
-- dashboard (welcome variant) and the agent page all read:
--   basic_info {name, personalityDescription, businessDescription} -> name, personality_description,
--                                                                     business_description
--   whatsapp {status, webhook_url}                                  -> whatsapp (jsonb)
--   schedule {...}                                                  -> schedule (jsonb)
--   products [...]                                                  -> agent_products rows
create table public.agent_configs (
  id                      uuid primary key default gen_random_uuid(),
  user_id                 uuid not null unique references auth.users (id) on delete cascade,
  user_email              text,
  name                    text not null default 'Meu Assistente',
  description             text default 'Assistente virtual padrão',
  personality_description text not null default '',
  business_description    text not null default '',
  model                   text not null default 'gpt-3.5-turbo',
  temperature             numeric(3, 2) not null default 0.7 check (temperature between 0 and 2),
  max_tokens              integer not null default 2000 check (max_tokens > 0),
  system_prompt           text,
  webhook                 jsonb not null default '{"url": "", "method": "POST"}',
  -- 'draft' until 'Ativar Assistente'. The original created the default as 'active', but an
  -- assistant with no personality, products or WhatsApp number is not running; 'draft' keeps the
  -- review screen ('Rascunho') and the dashboard's welcome variant truthful.
  status                  text not null default 'draft' check (status in ('draft', 'active')),
  type                    text not null default 'basic' check (type in ('basic', 'advanced', 'custom')),
  workflow_id             text,                 -- n8n workflow created on activation
  webhook_url             text,                 -- its webhook, registered on the WhatsApp instance
  evolution_instance_id   text,                 -- equals the user id in the agent flow
  whatsapp                jsonb not null default '{"status": "disconnected", "webhook_url": null}',
  -- The onboarding default, not the agenda area's second set (60 min, break, max 8):
  -- this row IS the onboarding record, created before the user opens the agenda form, and that
  -- form's defaults only belong to that screen.
  schedule                jsonb not null default '{
    "duracao_atendimento": 30,
    "horario_inicio": "09:00",
    "horario_fim": "18:00",
    "dias_atendimento": {"domingo": false, "segunda": true, "terca": true, "quarta": true,
                         "quinta": true, "sexta": true, "sabado": false},
    "intervalos": [],
    "tempo_entre_atendimentos": 0,
    "max_agendamentos_dia": 10,
    "periodo_disponivel": 30
  }',
  created_at              timestamptz not null default now(),
  updated_at              timestamptz not null default now(),
  constraint agent_configs_webhook_is_object check (jsonb_typeof(webhook) = 'object'),
  constraint agent_configs_whatsapp_is_object check (jsonb_typeof(whatsapp) = 'object'),
  constraint agent_configs_schedule_is_object check (jsonb_typeof(schedule) = 'object')
);

create trigger agent_configs_set_updated_at
  before update on public.agent_configs
  for each row execute function public.set_updated_at();

-- The columns server functions act on are server-owned: which e-mail names the n8n workflow,
-- which WhatsApp instance and workflow belong to the agent. From the browser (`authenticated`)
-- an INSERT gets them set here and an UPDATE may not change them (42501), so a function that trusts
-- them can never be pointed at another customer's instance.
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
  elsif (new.user_id, new.user_email, new.evolution_instance_id, new.workflow_id, new.webhook_url)
        is distinct from
        (old.user_id, old.user_email, old.evolution_instance_id, old.workflow_id, old.webhook_url) then
    raise exception 'user_id, user_email, evolution_instance_id, workflow_id e webhook_url são definidos pelo servidor'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function public.agent_configs_guard() from public, anon, authenticated;

create trigger agent_configs_guard
  before insert or update on public.agent_configs
  for each row execute function public.agent_configs_guard();

alter table public.agent_configs enable row level security;

-- The agent page: select, insert when none, update/upsert on user_id — all on one's own row.
create policy agent_configs_select_own on public.agent_configs
  for select to authenticated using (user_id = (select auth.uid()));
create policy agent_configs_insert_own on public.agent_configs
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy agent_configs_update_own on public.agent_configs
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
-- No DELETE: the row lives as long as the account.

-- agent_products: the Produtos/Serviços step and its CSV import (delete by agent_id, then insert).
create table public.agent_products (
  id         uuid primary key default gen_random_uuid(),
  agent_id   uuid not null references public.agent_configs (id) on delete cascade,
  codigo     text not null check (btrim(codigo) <> ''),
  nome       text not null check (btrim(nome) <> ''),
  valor      numeric(12, 2) check (valor >= 0),   -- null when empty in an import
  descricao  text,
  created_at timestamptz not null default now(),
  constraint agent_products_agent_codigo_key unique (agent_id, codigo)  -- also the agent_id index
);

alter table public.agent_products enable row level security;

-- Scoped through the agent row: the product belongs to whoever owns agent_id.
create policy agent_products_select_own on public.agent_products
  for select to authenticated
  using (exists (select 1 from public.agent_configs a
                 where a.id = agent_id and a.user_id = (select auth.uid())));
create policy agent_products_insert_own on public.agent_products
  for insert to authenticated
  with check (exists (select 1 from public.agent_configs a
                      where a.id = agent_id and a.user_id = (select auth.uid())));
create policy agent_products_update_own on public.agent_products
  for update to authenticated
  using (exists (select 1 from public.agent_configs a
                 where a.id = agent_id and a.user_id = (select auth.uid())))
  with check (exists (select 1 from public.agent_configs a
                      where a.id = agent_id and a.user_id = (select auth.uid())));
create policy agent_products_delete_own on public.agent_products
  for delete to authenticated
  using (exists (select 1 from public.agent_configs a
                 where a.id = agent_id and a.user_id = (select auth.uid())));
