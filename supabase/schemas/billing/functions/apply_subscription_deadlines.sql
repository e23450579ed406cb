CREATE FUNCTION public.apply_subscription_deadlines() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_id    uuid;
  v_n     integer := 0;
begin
  for v_id in
    select id from public.subscriptions
     where (status = 'overdue' and overdue_since + 7 < v_today)
        or (status = 'canceled' and (current_period_end is null or current_period_end < v_today))
        or (status = 'trialing' and trial_ends_on < v_today)
  loop
    perform public.refresh_subscription(v_id);
    v_n := v_n + 1;
  end loop;
  return v_n;
end;
$$;

REVOKE ALL ON FUNCTION public.apply_subscription_deadlines() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.apply_subscription_deadlines() TO service_role;
