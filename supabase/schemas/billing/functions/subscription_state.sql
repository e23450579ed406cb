CREATE FUNCTION public.subscription_state(p_user uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  s         public.subscriptions;
  v_today   date := (now() at time zone 'America/Sao_Paulo')::date;
  v_status  text;
  v_since   date;
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
  v_since := s.overdue_since;
  if v_status = 'trialing' and s.trial_ends_on < v_today then
    v_since := s.trial_ends_on;
    v_status := 'overdue';
  end if;
  if v_status = 'overdue' and v_since + 7 < v_today then
    v_status := 'suspended';
  elsif v_status = 'canceled' and (s.current_period_end is null or s.current_period_end < v_today) then
    v_status := 'expired';
  end if;
  v_access := case
                when v_status in ('trialing', 'active', 'overdue', 'canceled') then 'full'
                when v_status = 'suspended' then 'restricted'
                else 'none'
              end;

  if v_status in ('overdue', 'suspended') and v_since is not null then
    select * into v_due from public.payments
     where subscription_id = s.id and deleted_at is null
       and (status = 'OVERDUE' or (status = 'PENDING' and due_date <= v_since))
     order by due_date limit 1;
    v_overdue := jsonb_build_object(
      'since', v_since, 'graceEndsOn', v_since + 7,
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

REVOKE ALL ON FUNCTION public.subscription_state(p_user uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.subscription_state(p_user uuid) TO service_role;
