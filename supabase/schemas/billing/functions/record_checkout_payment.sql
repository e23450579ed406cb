CREATE FUNCTION public.record_checkout_payment(p jsonb) RETURNS public.payments
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.record_checkout_payment(p jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.record_checkout_payment(p jsonb) TO service_role;
