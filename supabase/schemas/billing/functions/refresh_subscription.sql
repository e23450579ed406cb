CREATE FUNCTION public.refresh_subscription(p_id uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
    -- Over and unpaid: late since the trial's end, even before the provider reports it.
    if v_trial < v_today then
      v_overdue := coalesce(v_overdue, v_trial);
    end if;
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

REVOKE ALL ON FUNCTION public.refresh_subscription(p_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.refresh_subscription(p_id uuid) TO service_role;
