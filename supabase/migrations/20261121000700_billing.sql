-- subscriptions and payments: mirrors of the payment provider (Asaas), written only by server
-- functions (checkout, webhooks) with the service role. Customers read their own rows; prices are
-- never set by a browser.
create table public.subscriptions (
  id                       uuid primary key default gen_random_uuid(),
  user_id                  uuid not null references auth.users (id) on delete cascade,
  plan                     text not null check (plan in ('mensal', 'semestral', 'anual', 'personalizado')),
  status                   text not null default 'pending' check (status in ('pending', 'active', 'overdue', 'canceled')),
  value                    numeric(12, 2) not null check (value >= 0),
  -- Asaas cycles; null for a one-off or custom (personalizado) plan.
  cycle                    text check (cycle in ('WEEKLY', 'BIWEEKLY', 'MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'YEARLY')),
  description              text,      -- 'Plano Mensal - …' (the plan screen shows the part before '-')
  provider_customer_id     text,      -- cus_…
  provider_subscription_id text unique,  -- sub_…
  next_due_date            date,
  created_at               timestamptz not null default now(),
  updated_at               timestamptz not null default now()
);
-- The auth callback's 'has an active subscription?' and the plan screen.
create index subscriptions_user_status_idx on public.subscriptions (user_id, status);
-- At most one active subscription per user: an upgrade changes it (updatePlan), it never adds one.
create unique index subscriptions_one_active_per_user on public.subscriptions (user_id) where status = 'active';

create trigger subscriptions_set_updated_at
  before update on public.subscriptions
  for each row execute function public.set_updated_at();

alter table public.subscriptions enable row level security;
create policy subscriptions_select_own on public.subscriptions
  for select to authenticated using (user_id = (select auth.uid()));

create table public.payments (
  id                   uuid primary key default gen_random_uuid(),
  user_id              uuid not null references auth.users (id) on delete cascade,
  subscription_id      uuid references public.subscriptions (id) on delete set null,
  plan                 text check (plan in ('mensal', 'semestral', 'anual', 'personalizado')),
  provider_customer_id text,
  provider_payment_id  text unique,   -- pay_…; null until the provider answered
  billing_type         text not null check (billing_type in ('CREDIT_CARD', 'PIX', 'BOLETO')),
  -- Every Asaas v3 payment status, plus FAILED: the plan screen displays 'Pagamento falhou'
  -- for a payment we recorded before the provider refused it.
  status               text not null default 'PENDING' check (status in (
                         'PENDING', 'RECEIVED', 'CONFIRMED', 'OVERDUE', 'REFUNDED', 'RECEIVED_IN_CASH',
                         'REFUND_REQUESTED', 'REFUND_IN_PROGRESS', 'CHARGEBACK_REQUESTED',
                         'CHARGEBACK_DISPUTE', 'AWAITING_CHARGEBACK_REVERSAL', 'DUNNING_REQUESTED',
                         'DUNNING_RECEIVED', 'AWAITING_RISK_ANALYSIS', 'AUTHORIZED', 'FAILED')),
  value                numeric(12, 2) not null check (value > 0),
  installment_count    integer not null default 1 check (installment_count between 1 and 12),
  due_date             date,
  payment_date         date,
  invoice_url          text,
  bank_slip_url        text,
  pix_payload          text,          -- PIX copy-paste code (the QR image is fetched on demand)
  description          text,
  -- Set by the function per checkout attempt: a retried request or a re-delivered webhook
  -- finds the same row instead of charging twice.
  idempotency_key      text unique,
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now()
);
create index payments_user_created_idx on public.payments (user_id, created_at desc);
create index payments_subscription_idx on public.payments (subscription_id);

create trigger payments_set_updated_at
  before update on public.payments
  for each row execute function public.set_updated_at();

alter table public.payments enable row level security;
create policy payments_select_own on public.payments
  for select to authenticated using (user_id = (select auth.uid()));
