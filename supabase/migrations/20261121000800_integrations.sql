-- whatsapp_instances: the customer's Evolution API instance.
create table public.whatsapp_instances (
  id              uuid primary key default gen_random_uuid(),
  user_id         uuid not null unique references auth.users (id) on delete cascade,
  -- The gateway's instance names are used lower-cased.
  instance_name   text not null unique check (instance_name <> '' and instance_name = lower(instance_name)),
  -- Gateway secret (the instance hash): read by server functions only, see the grants below.
  api_key         text,
  whatsapp_number text,
  webhook_url     text,
  status          text not null default 'disconnected'
                  check (status in ('connected', 'connecting', 'qrcode', 'disconnected', 'open', 'error')),
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);

create trigger whatsapp_instances_set_updated_at
  before update on public.whatsapp_instances
  for each row execute function public.set_updated_at();

-- Column-level privileges: the browser role may read every column except api_key, and writes
-- nothing (instances are created, updated and deleted by server functions). The browser must
-- name its columns: `select *` as authenticated is refused because api_key is not granted.
revoke all on public.whatsapp_instances from anon, authenticated;
grant select (id, user_id, instance_name, whatsapp_number, webhook_url, status, created_at, updated_at)
  on public.whatsapp_instances to authenticated;

alter table public.whatsapp_instances enable row level security;
create policy whatsapp_instances_select_own on public.whatsapp_instances
  for select to authenticated using (user_id = (select auth.uid()));

-- google_calendar_tokens: OAuth tokens of the calendar sync. They never reach the browser:
-- RLS on and no policy at all, and no privileges for the API roles; only the service role
-- (BYPASSRLS) used by server functions reads and writes them. The calendar sync upserts/reads by user_email,
-- hence the unique e-mail.
create table public.google_calendar_tokens (
  user_id      uuid primary key references auth.users (id) on delete cascade,
  user_email   text not null unique,
  token        jsonb not null,
  last_sync_at timestamptz,
  updated_at   timestamptz not null default now()
);

create trigger google_calendar_tokens_set_updated_at
  before update on public.google_calendar_tokens
  for each row execute function public.set_updated_at();

revoke all on public.google_calendar_tokens from anon, authenticated;
alter table public.google_calendar_tokens enable row level security;

-- What the agent page's calendar card needs (connected badge, last sync) without the token.
create or replace function public.google_calendar_status()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('isConnected', t.user_id is not null, 'lastSync', t.last_sync_at)
  from (select 1) one
  left join public.google_calendar_tokens t on t.user_id = auth.uid();
$$;
revoke execute on function public.google_calendar_status() from public, anon;
