-- Checkout payments (supabase/functions/payments and payments-webhook): idempotent attempts, the
-- provider's webhook events, and the activation of the subscription a paid payment buys.

-- One row per checkout attempt, keyed by the idempotency key the browser sends. The function claims
-- the key before calling the provider, so a double click or a retried request never charges twice:
-- a finished attempt answers its first result again.
create table public.payment_attempts (
  idempotency_key     text primary key check (length(idempotency_key) between 8 and 200),
  user_id             uuid not null references auth.users (id) on delete cascade,
  -- SHA-256 of what the attempt charges (plan, method, instalments, card's last 4, document): the
  -- same key sent with other details is refused instead of answering an unrelated result.
  fingerprint         text not null,
  -- processing: the provider is being called; succeeded/failed: final (failed = refused by the
  -- provider or invalid data); retryable: the provider timed out or failed, the same key may try
  -- again (it first looks the charge up at the provider by externalReference).
  state               text not null default 'processing' check (state in ('processing', 'succeeded', 'failed', 'retryable')),
  payment_id          uuid references public.payments (id) on delete set null,
  provider_payment_id text,
  error_code          text,
  error_message       text,
  http_status         integer,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
create index payment_attempts_user_idx on public.payment_attempts (user_id, created_at desc);
create index payment_attempts_payment_idx on public.payment_attempts (payment_id);

create trigger payment_attempts_set_updated_at
  before update on public.payment_attempts
  for each row execute function public.set_updated_at();

alter table public.payment_attempts enable row level security;
create policy payment_attempts_select_own on public.payment_attempts
  for select to authenticated using (user_id = (select auth.uid()));

-- The provider's webhook events, by event id: deliveries are at least once, so a redelivered event
-- is recognised and not applied twice. Server-only (no customer data worth showing, full payloads).
create table public.payment_webhook_events (
  id                  text primary key,          -- evt_…
  event               text not null,             -- PAYMENT_CREATED, PAYMENT_CONFIRMED, PAYMENT_RECEIVED…
  provider_payment_id text,
  payload             jsonb not null,
  received_at         timestamptz not null default now(),
  processed_at        timestamptz
);
create index payment_webhook_events_payment_idx on public.payment_webhook_events (provider_payment_id);

revoke all on public.payment_webhook_events from anon, authenticated;
alter table public.payment_webhook_events enable row level security;

-- Credits a paid payment to its owner's subscription, once: the active subscription takes the
-- payment's plan and runs for the plan's months from the payment date (an upgrade changes the one
-- active row, never adds a second); without one, an active row is created. payments.subscription_id
-- marks the payment as credited, so the webhook and the function may both call this safely.
create or replace function public.activate_subscription(p_payment_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
  v_sub_id  uuid;
  v_paid_on date;
  v_months  integer;
  v_cycle   text;
begin
  select * into v_payment from public.payments where id = p_payment_id for update;
  if not found or v_payment.status not in ('CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH') then
    return null;
  end if;
  if v_payment.subscription_id is not null then
    return v_payment.subscription_id;  -- already credited
  end if;

  v_paid_on := coalesce(v_payment.payment_date, (now() at time zone 'America/Sao_Paulo')::date);
  v_months := case v_payment.plan when 'anual' then 12 when 'semestral' then 6 else 1 end;
  v_cycle := case v_payment.plan
               when 'anual' then 'YEARLY' when 'semestral' then 'SEMIANNUALLY' when 'mensal' then 'MONTHLY'
             end;

  select id into v_sub_id from public.subscriptions
  where user_id = v_payment.user_id and status = 'active'
  for update;

  if v_sub_id is not null then
    update public.subscriptions
       set plan = coalesce(v_payment.plan, plan),
           value = v_payment.value,
           cycle = v_cycle,
           description = coalesce(v_payment.description, description),
           provider_customer_id = coalesce(v_payment.provider_customer_id, provider_customer_id),
           next_due_date = (v_paid_on + make_interval(months => v_months))::date
     where id = v_sub_id;
  else
    insert into public.subscriptions (user_id, plan, status, value, cycle, description, provider_customer_id, next_due_date)
    values (v_payment.user_id, coalesce(v_payment.plan, 'mensal'), 'active', v_payment.value, v_cycle,
            v_payment.description, v_payment.provider_customer_id,
            (v_paid_on + make_interval(months => v_months))::date)
    returning id into v_sub_id;
  end if;

  update public.payments set subscription_id = v_sub_id where id = p_payment_id;
  return v_sub_id;
end;
$$;
revoke execute on function public.activate_subscription(uuid) from public, anon, authenticated;
grant execute on function public.activate_subscription(uuid) to service_role;
