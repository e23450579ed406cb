CREATE FUNCTION public.start_subscription(p_user uuid, p_key text, p_plan text, p_value numeric, p_cycle text, p_description text, p_customer text, p_provider_subscription text, p_next_due date, p_trial_ends date) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.start_subscription(p_user uuid, p_key text, p_plan text, p_value numeric, p_cycle text, p_description text, p_customer text, p_provider_subscription text, p_next_due date, p_trial_ends date) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.start_subscription(p_user uuid, p_key text, p_plan text, p_value numeric, p_cycle text, p_description text, p_customer text, p_provider_subscription text, p_next_due date, p_trial_ends date) TO service_role;
