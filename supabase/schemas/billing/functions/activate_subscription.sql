CREATE FUNCTION public.activate_subscription(p_payment_id uuid) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION public.activate_subscription(p_payment_id uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.activate_subscription(p_payment_id uuid) TO service_role;
