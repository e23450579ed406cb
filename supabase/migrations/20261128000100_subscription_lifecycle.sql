-- The plan as a real subscription: the provider (Asaas) holds the subscription and makes its charges;
-- this database mirrors them through the webhook and derives the customer's access from them.
--
-- Statuses: pending (first charge of a semiannual/annual plan not paid yet), trialing (monthly plan's
-- 7 free days, first charge due at their end), active, overdue (an unpaid charge past its due date,
-- within 7 days of grace), suspended (grace over: the assistant is paused and only 'Meu Plano' opens),
-- canceled (access until current_period_end), expired (canceled and past it, or replaced unpaid).
-- Time-based moves are made by apply_subscription_deadlines() (pg_cron every minute where loaded,
-- the local stack's timer on PGlite, and the webhook after each event); my_subscription() also reads
-- the deadlines itself, so access never outlives them while a job is late.

------------------------------------------------------------------------------------------------
-- Columns
------------------------------------------------------------------------------------------------

alter table public.subscriptions drop constraint subscriptions_status_check;
alter table public.subscriptions add constraint subscriptions_status_check
  check (status in ('pending', 'trialing', 'active', 'overdue', 'suspended', 'canceled', 'expired'));

alter table public.subscriptions
  add column trial_ends_on           date,
  -- Access is paid (or granted by the trial) until this day, inclusive.
  add column current_period_end      date,
  -- Due date of the oldest charge the provider reports OVERDUE; grace ends 7 days later.
  add column overdue_since           date,
  add column canceled_at             timestamptz,
  -- A change of plan asked from 'Meu Plano': applied to the provider subscription for the charges it
  -- has not generated yet, so it becomes the plan when the first charge at the new value appears.
  add column pending_plan            text check (pending_plan in ('mensal', 'semestral', 'anual', 'personalizado')),
  add column pending_value           numeric(12, 2) check (pending_value > 0),
  add column pending_cycle           text check (pending_cycle in ('WEEKLY', 'BIWEEKLY', 'MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'SEMIANNUALLY', 'YEARLY')),
  add column change_effective_on     date,
  -- The assistant was paused because of billing (and is resumed when access comes back).
  add column agent_paused_by_billing boolean not null default false,
  -- The checkout attempt that created it (payment_attempts' key; also the provider's externalReference).
  add column idempotency_key         text unique;

-- Subscriptions created before this migration: paid until their next charge.
update public.subscriptions set current_period_end = next_due_date where status = 'active' and current_period_end is null;

-- One running subscription per user: a change of plan edits it, a checkout never adds a second one.
drop index public.subscriptions_one_active_per_user;
create unique index subscriptions_one_live_per_user on public.subscriptions (user_id)
  where status in ('pending', 'trialing', 'active', 'overdue', 'suspended');
create index subscriptions_deadlines_idx on public.subscriptions (status) where status in ('overdue', 'canceled');

-- A charge the provider removed (a canceled subscription's pending ones): kept, no longer counted.
alter table public.payments add column deleted_at timestamptz;

-- The answer of a finished checkout attempt that charged nothing (a change of plan), answered again
-- for its key; and the subscription an attempt created or changed.
alter table public.payment_attempts
  add column result          jsonb,
  add column subscription_id uuid references public.subscriptions (id) on delete set null;

-- The assistant stops while the subscription is suspended or expired.
alter table public.agent_configs drop constraint agent_configs_status_check;
alter table public.agent_configs add constraint agent_configs_status_check
  check (status in ('draft', 'active', 'paused'));

------------------------------------------------------------------------------------------------
-- Helpers
------------------------------------------------------------------------------------------------

/* Months one charge of a plan pays for (the cycle for a custom plan). */
create or replace function public.plan_months(p_plan text, p_cycle text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_plan
           when 'mensal' then 1 when 'semestral' then 6 when 'anual' then 12
           else case p_cycle when 'YEARLY' then 12 when 'SEMIANNUALLY' then 6 when 'QUARTERLY' then 3
                             when 'BIMONTHLY' then 2 else 1 end
         end;
$$;

/* A plan's name as the customer reads it: 'Plano Mensal', 'Plano Semestral', 'Plano Anual'. */
create or replace function public.plan_name(p_plan text)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Plano ' || case p_plan when 'mensal' then 'Mensal' when 'semestral' then 'Semestral'
                                 when 'anual' then 'Anual' else 'Personalizado' end;
$$;

/* Asaas sends 'YYYY-MM-DD' on payments and 'dd/MM/yyyy' on subscription events. */
create or replace function public.asaas_date(p text)
returns date
language sql
immutable
set search_path = ''
as $$
  select case
           when p ~ '^\d{4}-\d{2}-\d{2}' then substr(p, 1, 10)::date
           when p ~ '^\d{2}/\d{2}/\d{4}' then to_date(substr(p, 1, 10), 'DD/MM/YYYY')
         end;
$$;

/* A payment's status after an event: deliveries may come late or twice, so a charge never goes back
   (a late OVERDUE or PENDING after RECEIVED changes nothing; CONFIRMED may become RECEIVED). */
create or replace function public.payment_status_after(p_current text, p_incoming text)
returns text
language sql
immutable
set search_path = ''
as $$
  with rank(s, r) as (values
    ('PENDING', 0), ('AWAITING_RISK_ANALYSIS', 0), ('AUTHORIZED', 0), ('FAILED', 0),
    ('OVERDUE', 1), ('DUNNING_REQUESTED', 1),
    ('CONFIRMED', 2),
    ('RECEIVED', 3), ('RECEIVED_IN_CASH', 3), ('DUNNING_RECEIVED', 3),
    ('REFUND_REQUESTED', 4), ('REFUND_IN_PROGRESS', 4), ('REFUNDED', 4), ('CHARGEBACK_REQUESTED', 4),
    ('CHARGEBACK_DISPUTE', 4), ('AWAITING_CHARGEBACK_REVERSAL', 4))
  select case
           when p_current is null then coalesce((select s from rank where s = p_incoming), 'PENDING')
           when (select r from rank where s = p_incoming) >= coalesce((select r from rank where s = p_current), 0)
             then p_incoming
           else p_current
         end;
$$;

------------------------------------------------------------------------------------------------
-- The subscription's state, derived from its charges
------------------------------------------------------------------------------------------------

/* Pauses the user's assistant when no subscription of theirs grants access any more and one is
   suspended or expired; resumes it when access is back, if billing was what paused it. */
create or replace function public.sync_billing_agent(p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_blocker uuid;
begin
  if exists (select 1 from public.subscriptions
              where user_id = p_user
                and (status in ('trialing', 'active', 'overdue') or (status = 'canceled' and current_period_end >= v_today))) then
    if exists (select 1 from public.subscriptions where user_id = p_user and agent_paused_by_billing) then
      update public.agent_configs set status = 'active' where user_id = p_user and status = 'paused';
      update public.subscriptions set agent_paused_by_billing = false where user_id = p_user and agent_paused_by_billing;
    end if;
    return;
  end if;
  select id into v_blocker from public.subscriptions
   where user_id = p_user
     and (status = 'suspended' or (status = 'expired' and current_period_end is not null))
   order by updated_at desc limit 1;
  if v_blocker is null or exists (select 1 from public.subscriptions where user_id = p_user and agent_paused_by_billing) then
    return;
  end if;
  update public.agent_configs set status = 'paused' where user_id = p_user and status = 'active';
  if found then
    update public.subscriptions set agent_paused_by_billing = true where id = v_blocker;
  end if;
end;
$$;

/* Recomputes one subscription from its charges: overdue_since, trial end and period end, status
   (and the assistant). Idempotent: the same charges always give the same state, whatever order the
   events that wrote them came in. Returns the status. */
create or replace function public.refresh_subscription(p_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  s            public.subscriptions;
  v_today      date := (now() at time zone 'America/Sao_Paulo')::date;
  v_paid_until date;
  v_has_paid   boolean;
  v_overdue    date;
  v_first_due  date;
  v_trial      date;
  v_period     date;
  v_status     text;
begin
  select * into s from public.subscriptions where id = p_id for update;
  if not found then
    return null;
  end if;

  select max((p.due_date + make_interval(months => public.plan_months(coalesce(p.plan, s.plan), s.cycle)))::date),
         count(*) > 0
    into v_paid_until, v_has_paid
    from public.payments p
   where p.subscription_id = p_id and p.due_date is not null
     and p.status in ('CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH', 'DUNNING_RECEIVED');
  select min(due_date) into v_overdue
    from public.payments
   where subscription_id = p_id and status = 'OVERDUE' and deleted_at is null;

  v_trial := s.trial_ends_on;
  v_period := s.current_period_end;
  if v_has_paid then
    -- A paid charge pays one cycle from its due date; the period never moves backwards.
    v_period := greatest(v_period, v_paid_until);
  elsif v_trial is not null then
    -- In the trial, access runs until the first charge is due (the provider may move that date).
    select min(due_date) into v_first_due
      from public.payments where subscription_id = p_id and deleted_at is null and due_date is not null;
    v_trial := coalesce(v_first_due, v_trial);
    v_period := v_trial;
  end if;

  if s.status in ('canceled', 'expired') then
    v_status := case when v_period >= v_today then 'canceled' else 'expired' end;
  elsif v_overdue is not null then
    v_status := case when v_overdue + 7 < v_today then 'suspended' else 'overdue' end;
  elsif v_has_paid then
    v_status := 'active';
  elsif v_trial is not null then
    v_status := 'trialing';
  else
    v_status := 'pending';
  end if;

  if (s.status, s.overdue_since, s.trial_ends_on, s.current_period_end)
     is distinct from (v_status, v_overdue, v_trial, v_period) then
    update public.subscriptions
       set status = v_status, overdue_since = v_overdue, trial_ends_on = v_trial, current_period_end = v_period
     where id = p_id;
  end if;
  perform public.sync_billing_agent(s.user_id);
  return v_status;
end;
$$;

/* The time-based moves: overdue past its grace → suspended, canceled past its period → expired.
   Every minute on pg_cron where loaded; the local stack's timer on PGlite; the webhook after each event. */
create or replace function public.apply_subscription_deadlines()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_id    uuid;
  v_n     integer := 0;
begin
  for v_id in
    select id from public.subscriptions
     where (status = 'overdue' and overdue_since + 7 < v_today)
        or (status = 'canceled' and (current_period_end is null or current_period_end < v_today))
  loop
    perform public.refresh_subscription(v_id);
    v_n := v_n + 1;
  end loop;
  return v_n;
end;
$$;

------------------------------------------------------------------------------------------------
-- What the checkout and the webhook write
------------------------------------------------------------------------------------------------

/* The checkout's new subscription, once the provider created it (idempotent by the attempt's key).
   An earlier one of the user still waiting for its first payment is replaced (expired); the checkout
   removed it at the provider first. */
create or replace function public.start_subscription(
  p_user uuid, p_key text, p_plan text, p_value numeric, p_cycle text, p_description text,
  p_customer text, p_provider_subscription text, p_next_due date, p_trial_ends date)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select id into v_id from public.subscriptions where idempotency_key = p_key for update;
  if v_id is null then
    update public.subscriptions
       set status = 'expired', canceled_at = coalesce(canceled_at, now())
     where user_id = p_user and status = 'pending';
    insert into public.subscriptions
      (user_id, plan, status, value, cycle, description, provider_customer_id, provider_subscription_id,
       next_due_date, trial_ends_on, current_period_end, idempotency_key)
    values
      (p_user, p_plan, case when p_trial_ends is null then 'pending' else 'trialing' end, p_value, p_cycle,
       p_description, p_customer, p_provider_subscription, p_next_due, p_trial_ends, p_trial_ends, p_key)
    returning id into v_id;
  else
    update public.subscriptions
       set provider_subscription_id = coalesce(provider_subscription_id, p_provider_subscription),
           provider_customer_id = coalesce(provider_customer_id, p_customer),
           next_due_date = coalesce(next_due_date, p_next_due)
     where id = v_id;
  end if;
  return v_id;
end;
$$;

/* A payment the checkout created (or found again), merged with what webhooks may already have written:
   the status only moves forward, the subscription link and the attempt's key are kept. */
create or replace function public.record_checkout_payment(p jsonb)
returns public.payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.payments;
begin
  insert into public.payments
    (user_id, subscription_id, plan, provider_customer_id, provider_payment_id, billing_type, status, value,
     installment_count, due_date, payment_date, invoice_url, bank_slip_url, description, idempotency_key)
  values
    ((p->>'user_id')::uuid, (p->>'subscription_id')::uuid, p->>'plan', p->>'provider_customer_id',
     p->>'provider_payment_id', p->>'billing_type', public.payment_status_after(null, p->>'status'),
     (p->>'value')::numeric, coalesce((p->>'installment_count')::integer, 1), (p->>'due_date')::date,
     (p->>'payment_date')::date, p->>'invoice_url', p->>'bank_slip_url', p->>'description', p->>'idempotency_key')
  on conflict (provider_payment_id) do update
    set status = public.payment_status_after(payments.status, excluded.status),
        subscription_id = coalesce(payments.subscription_id, excluded.subscription_id),
        idempotency_key = coalesce(payments.idempotency_key, excluded.idempotency_key),
        plan = coalesce(excluded.plan, payments.plan),
        value = excluded.value,
        installment_count = excluded.installment_count,
        payment_date = coalesce(payments.payment_date, excluded.payment_date),
        invoice_url = coalesce(excluded.invoice_url, payments.invoice_url),
        bank_slip_url = coalesce(excluded.bank_slip_url, payments.bank_slip_url)
  returning * into v_row;
  if v_row.subscription_id is not null then
    perform public.refresh_subscription(v_row.subscription_id);
  end if;
  return v_row;
end;
$$;

/* One Asaas webhook event, applied once (by its id) in one transaction: the charge's row (a
   subscription's new charge is added), the subscription's provider facts (next due date, a pending
   change that became the plan, a cancellation), then its derived state.
   Answers 'applied', 'duplicate', 'ignored' (not ours) or 'not_ready' (the checkout is still recording
   it: the caller answers non-200 so the provider delivers it again). */
create or replace function public.record_asaas_event(p_event jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id      text := p_event->>'id';
  v_event   text := p_event->>'event';
  v_pay     jsonb := p_event->'payment';
  v_sub     jsonb := p_event->'subscription';
  v_row     public.payments;
  s         public.subscriptions;
  v_ref     text;
  v_status  text;
  v_value   numeric;
begin
  insert into public.payment_webhook_events (id, event, provider_payment_id, payload)
  values (v_id, v_event, v_pay->>'id', p_event)
  on conflict (id) do nothing;
  if not found then
    perform 1 from public.payment_webhook_events where id = v_id and processed_at is not null for update;
    if found then
      return 'duplicate';
    end if;
    -- Recorded but not finished (answered not_ready before): apply it now.
  end if;

  v_ref := coalesce(v_pay->>'externalReference', v_sub->>'externalReference');

  if v_pay is not null and v_pay->>'id' is not null then
    select * into v_row from public.payments where provider_payment_id = v_pay->>'id' for update;
    if found and v_row.subscription_id is not null then
      select * into s from public.subscriptions where id = v_row.subscription_id for update;
    elsif v_pay->>'subscription' is not null then
      select * into s from public.subscriptions where provider_subscription_id = v_pay->>'subscription' for update;
    end if;

    if v_row.id is null and s.id is null then
      if exists (select 1 from public.payment_attempts
                  where idempotency_key = v_ref and state in ('processing', 'retryable')) then
        return 'not_ready';
      end if;
      update public.payment_webhook_events set processed_at = now() where id = v_id;
      return 'ignored';
    end if;

    v_value := nullif(v_pay->>'value', '')::numeric;
    if v_row.id is null then
      -- A new charge of a known subscription (a renewal): its plan is the pending change's when it is
      -- the first charge at the new value.
      insert into public.payments
        (user_id, subscription_id, plan, provider_customer_id, provider_payment_id, billing_type, status,
         value, due_date, payment_date, invoice_url, bank_slip_url, description, deleted_at)
      values
        (s.user_id, s.id,
         case when s.pending_plan is not null and v_value = s.pending_value then s.pending_plan else s.plan end,
         v_pay->>'customer', v_pay->>'id',
         case when v_pay->>'billingType' in ('CREDIT_CARD', 'PIX', 'BOLETO') then v_pay->>'billingType' else 'BOLETO' end,
         public.payment_status_after(null, v_pay->>'status'), coalesce(v_value, s.value),
         public.asaas_date(v_pay->>'dueDate'),
         public.asaas_date(coalesce(v_pay->>'paymentDate', v_pay->>'clientPaymentDate')),
         v_pay->>'invoiceUrl', v_pay->>'bankSlipUrl', v_pay->>'description',
         case when v_event = 'PAYMENT_DELETED' or (v_pay->>'deleted')::boolean then now() end)
      on conflict (provider_payment_id) do nothing
      returning * into v_row;
      if v_row.id is null then
        select * into v_row from public.payments where provider_payment_id = v_pay->>'id' for update;
      end if;
    else
      v_status := public.payment_status_after(v_row.status, v_pay->>'status');
      update public.payments
         set status = v_status,
             -- The due date follows the provider while the charge is open (it may be moved).
             due_date = case when v_status in ('PENDING', 'OVERDUE', 'AWAITING_RISK_ANALYSIS', 'AUTHORIZED')
                             then coalesce(public.asaas_date(v_pay->>'dueDate'), due_date) else due_date end,
             payment_date = coalesce(public.asaas_date(coalesce(v_pay->>'paymentDate', v_pay->>'clientPaymentDate')), payment_date),
             invoice_url = coalesce(v_pay->>'invoiceUrl', invoice_url),
             bank_slip_url = coalesce(v_pay->>'bankSlipUrl', bank_slip_url),
             deleted_at = case when v_event = 'PAYMENT_DELETED' then coalesce(deleted_at, now())
                               when v_event = 'PAYMENT_RESTORED' then null
                               else deleted_at end
       where id = v_row.id
      returning * into v_row;
      if s.id is null and v_pay->>'subscription' is not null then
        select * into s from public.subscriptions where provider_subscription_id = v_pay->>'subscription' for update;
        if s.id is not null then
          update public.payments set subscription_id = s.id where id = v_row.id;
        end if;
      end if;
    end if;

    -- The first charge at the new value: the pending change becomes the plan.
    if s.id is not null and s.pending_plan is not null and v_row.value = s.pending_value
       and v_row.subscription_id = s.id and v_row.idempotency_key is null then
      update public.payments set plan = s.pending_plan where id = v_row.id;
      update public.subscriptions
         set plan = pending_plan, value = pending_value, cycle = pending_cycle,
             description = public.plan_name(pending_plan) || ' - Atende AI',
             pending_plan = null, pending_value = null, pending_cycle = null, change_effective_on = null
       where id = s.id;
    end if;

  elsif v_sub is not null and v_sub->>'id' is not null then
    select * into s from public.subscriptions where provider_subscription_id = v_sub->>'id' for update;
    if s.id is null then
      if exists (select 1 from public.payment_attempts
                  where idempotency_key = v_ref and state in ('processing', 'retryable')) then
        return 'not_ready';
      end if;
      update public.payment_webhook_events set processed_at = now() where id = v_id;
      return 'ignored';
    end if;
    if v_event in ('SUBSCRIPTION_DELETED', 'SUBSCRIPTION_INACTIVATED')
       or v_sub->>'status' in ('INACTIVE', 'EXPIRED') or coalesce((v_sub->>'deleted')::boolean, false) then
      -- Ended at the provider: no more charges; access lasts until the paid period's end.
      update public.subscriptions
         set status = case when status in ('canceled', 'expired') then status else 'canceled' end,
             canceled_at = coalesce(canceled_at, now()),
             pending_plan = null, pending_value = null, pending_cycle = null, change_effective_on = null
       where id = s.id;
    else
      update public.subscriptions
         set next_due_date = coalesce(public.asaas_date(v_sub->>'nextDueDate'), next_due_date),
             -- A change not applied yet takes effect with the next charge the provider generates.
             change_effective_on = case when pending_plan is not null
                                        then coalesce(public.asaas_date(v_sub->>'nextDueDate'), change_effective_on)
                                   end
       where id = s.id;
    end if;
  else
    update public.payment_webhook_events set processed_at = now() where id = v_id;
    return 'ignored';
  end if;

  if s.id is not null then
    perform public.refresh_subscription(s.id);
  end if;
  update public.payment_webhook_events set processed_at = now() where id = v_id;
  return 'applied';
end;
$$;

/* Kept for callers of the first checkout: a paid payment credits the subscription it belongs to. */
create or replace function public.activate_subscription(p_payment_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sub uuid;
begin
  select coalesce(p.subscription_id, s.id) into v_sub
    from public.payments p
    left join public.subscriptions s on s.idempotency_key = p.idempotency_key
   where p.id = p_payment_id;
  if v_sub is null then
    return null;
  end if;
  update public.payments set subscription_id = v_sub where id = p_payment_id and subscription_id is null;
  perform public.refresh_subscription(v_sub);
  return v_sub;
end;
$$;

------------------------------------------------------------------------------------------------
-- What the browser reads
------------------------------------------------------------------------------------------------

/* A customer's subscription as the customer area needs it (see supabase/README.md): status, access
   (full | restricted | none), plan, dates, the overdue charge for the banner and a pending change of
   plan. The deadlines are read here too, so a late job never extends access. */
create or replace function public.subscription_state(p_user uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s         public.subscriptions;
  v_today   date := (now() at time zone 'America/Sao_Paulo')::date;
  v_status  text;
  v_access  text;
  v_overdue jsonb := null;
  v_due     public.payments;
  v_next    date;
begin
  select * into s from public.subscriptions
   where user_id = p_user
   order by case
              when status in ('trialing', 'active', 'overdue', 'suspended') then 0
              when status = 'canceled' and current_period_end >= v_today then 1
              when status = 'pending' then 2
              else 3
            end,
            created_at desc
   limit 1;
  if not found then
    return jsonb_build_object(
      'status', 'none', 'access', 'none', 'plan', null, 'planName', null, 'value', null, 'cycle', null,
      'trialEndsOn', null, 'currentPeriodEnd', null, 'nextDueDate', null, 'cancelAtPeriodEnd', false,
      'overdue', null, 'pendingChange', null);
  end if;

  v_status := s.status;
  if v_status = 'overdue' and s.overdue_since + 7 < v_today then
    v_status := 'suspended';
  elsif v_status = 'canceled' and (s.current_period_end is null or s.current_period_end < v_today) then
    v_status := 'expired';
  end if;
  v_access := case
                when v_status in ('trialing', 'active', 'overdue', 'canceled') then 'full'
                when v_status = 'suspended' then 'restricted'
                else 'none'
              end;

  if v_status in ('overdue', 'suspended') and s.overdue_since is not null then
    select * into v_due from public.payments
     where subscription_id = s.id and status = 'OVERDUE' and deleted_at is null
     order by due_date limit 1;
    v_overdue := jsonb_build_object(
      'since', s.overdue_since, 'graceEndsOn', s.overdue_since + 7,
      'value', v_due.value, 'invoiceUrl', v_due.invoice_url);
  end if;

  if v_status not in ('canceled', 'expired') then
    select min(due_date) into v_next from public.payments
     where subscription_id = s.id and status = 'PENDING' and deleted_at is null;
    v_next := coalesce(v_next, s.next_due_date);
  end if;

  return jsonb_build_object(
    'status', v_status,
    'access', v_access,
    'plan', s.plan,
    'planName', public.plan_name(s.plan),
    'value', s.value,
    'cycle', s.cycle,
    'trialEndsOn', s.trial_ends_on,
    'currentPeriodEnd', s.current_period_end,
    'nextDueDate', v_next,
    'cancelAtPeriodEnd', v_status = 'canceled',
    'overdue', v_overdue,
    'pendingChange', case when s.pending_plan is null then null else jsonb_build_object(
      'plan', s.pending_plan,
      'planName', public.plan_name(s.pending_plan),
      'value', s.pending_value, 'cycle', s.pending_cycle, 'effectiveOn', s.change_effective_on) end);
end;
$$;

/* The signed-in customer's own subscription_state (the browser's RPC). */
create or replace function public.my_subscription()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.subscription_state((select auth.uid()));
$$;

revoke execute on function public.my_subscription() from public, anon;
grant execute on function public.my_subscription() to authenticated, service_role;
revoke execute on function public.subscription_state(uuid) from public, anon, authenticated;
grant execute on function public.subscription_state(uuid) to service_role;

revoke execute on function public.sync_billing_agent(uuid), public.refresh_subscription(uuid),
  public.apply_subscription_deadlines(), public.start_subscription(uuid, text, text, numeric, text, text, text, text, date, date),
  public.record_checkout_payment(jsonb), public.record_asaas_event(jsonb), public.activate_subscription(uuid)
  from public, anon, authenticated;
grant execute on function public.sync_billing_agent(uuid), public.refresh_subscription(uuid),
  public.apply_subscription_deadlines(), public.start_subscription(uuid, text, text, numeric, text, text, text, text, date, date),
  public.record_checkout_payment(jsonb), public.record_asaas_event(jsonb), public.activate_subscription(uuid)
  to service_role;

------------------------------------------------------------------------------------------------
-- Schedule, where the database has pg_cron
------------------------------------------------------------------------------------------------

-- Every minute: the time-based moves. Only where pg_cron is loaded (hosted Supabase; the local
-- PostgreSQL 15 with Debian's postgresql-15-cron); on PGlite the local stack calls it on its timer.
do $$
begin
  if position('pg_cron' in coalesce(current_setting('shared_preload_libraries', true), '')) > 0 then
    create extension if not exists pg_cron;
    perform cron.schedule('subscription-deadlines', '* * * * *', 'select public.apply_subscription_deadlines()');
  end if;
end;
$$;
