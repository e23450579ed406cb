CREATE FUNCTION public.sync_billing_agent(p_user uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.sync_billing_agent(p_user uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.sync_billing_agent(p_user uuid) TO service_role;
