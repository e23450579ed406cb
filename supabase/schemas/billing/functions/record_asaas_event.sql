CREATE FUNCTION public.record_asaas_event(p_event jsonb) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.record_asaas_event(p_event jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_asaas_event(p_event jsonb) TO service_role;
