-- The assistant on the real n8n engine: the credentials agent-activate keeps in n8n, and the clients'
-- messages on their way to the assistant, kept until n8n has taken them.

------------------------------------------------------------------------------------------------
-- Credentials in n8n
------------------------------------------------------------------------------------------------

-- The n8n Header Auth credential guarding this assistant's webhook: agent-activate makes a new one
-- at each activation and deletes the one before. Server-owned, and not readable by the browser
-- (no column grant).
alter table public.agent_configs add column webhook_credential_id text;

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
  elsif (new.user_id, new.user_email, new.evolution_instance_id, new.workflow_id, new.webhook_url, new.status,
         new.tools_secret_hash, new.webhook_credential_id)
        is distinct from
        (old.user_id, old.user_email, old.evolution_instance_id, old.workflow_id, old.webhook_url, old.status,
         old.tools_secret_hash, old.webhook_credential_id) then
    raise exception 'user_id, user_email, evolution_instance_id, workflow_id, webhook_url e status são definidos pelo servidor'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function public.agent_configs_guard() from public, anon, authenticated;

-- The platform's credentials in n8n that every assistant shares (the language model's), made once
-- per n8n instance and per setting (its fingerprint: a hash of the model's URL and key, never the key).
create table public.n8n_credentials (
  kind text not null check (kind in ('openai')),
  n8n_url text not null,
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  credential_id text not null,
  created_at timestamptz not null default now(),
  primary key (kind, n8n_url, fingerprint)
);
alter table public.n8n_credentials enable row level security;
revoke all on public.n8n_credentials from anon, authenticated;

------------------------------------------------------------------------------------------------
-- Messages on their way to the assistant
------------------------------------------------------------------------------------------------

-- Every client message whatsapp-webhook hands to the assistant, by the gateway's message id: a
-- delivery repeated by the gateway is forwarded at most once, and a message n8n did not take (down,
-- 5xx) stays 'pending' and is forwarded again with backoff until it is taken, or 'expired' after a
-- day (an answer that late would only confuse the client).
create table public.assistant_deliveries (
  instance_name text not null,
  message_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The gateway's delivery as received: what the workflow's webhook gets.
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'forwarded', 'expired')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  received_at timestamptz not null default now(),
  forwarded_at timestamptz,
  primary key (instance_name, message_id)
);
create index assistant_deliveries_due on public.assistant_deliveries (next_attempt_at) where status = 'pending';
alter table public.assistant_deliveries enable row level security;
revoke all on public.assistant_deliveries from anon, authenticated;

-- Claims up to p_limit due messages for one forwarding attempt: each is leased until its next
-- attempt (10 s, doubling, at most 10 minutes), so two workers never send the same one; the caller
-- then marks it forwarded, or leaves it for the lease to run out. Older than a day: expired.
create or replace function public.claim_assistant_deliveries(p_limit integer default 20)
returns setof public.assistant_deliveries
language plpgsql
set search_path = ''
as $$
begin
  update public.assistant_deliveries
  set status = 'expired'
  where status = 'pending' and received_at < now() - interval '1 day';

  return query
  update public.assistant_deliveries d
  set attempts = d.attempts + 1,
      next_attempt_at = now() + least(interval '10 minutes', interval '10 seconds' * power(2, d.attempts))
  where (d.instance_name, d.message_id) in (
    select q.instance_name, q.message_id
    from public.assistant_deliveries q
    where q.status = 'pending' and q.next_attempt_at <= now()
    order by q.received_at
    limit p_limit
    for update skip locked
  )
  returning d.*;
end;
$$;
revoke execute on function public.claim_assistant_deliveries(integer) from public, anon, authenticated;
grant execute on function public.claim_assistant_deliveries(integer) to service_role;

-- Every minute on hosted Supabase: the messages n8n did not take are offered again (as the reminders'
-- dispatcher is called); the local stack calls the same function on its own timer.
do $$
begin
  if position('pg_cron' in coalesce(current_setting('shared_preload_libraries', true), '')) > 0
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
    perform cron.schedule('forward-assistant-messages', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/assistant-forward',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000)
    $job$);
  end if;
end;
$$;
