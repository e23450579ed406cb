CREATE FUNCTION public.take_send_quota(p_id_dono text, p_channel text, p_cap integer) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  if p_cap is null or p_cap <= 0 or p_id_dono is null then
    return p_cap is null or p_id_dono is null;
  end if;
  insert into public.owner_daily_sends as s (id_dono, dia, channel, count)
  values (p_id_dono, (now() at time zone 'America/Sao_Paulo')::date, p_channel, 1)
  on conflict (id_dono, dia, channel) do update set count = s.count + 1 where s.count < p_cap
  returning s.count into v_count;
  -- Yesterday's counters are of no use any more.
  delete from public.owner_daily_sends
  where id_dono = p_id_dono and channel = p_channel and dia < (now() at time zone 'America/Sao_Paulo')::date - 1;
  return v_count is not null;
end;
$$;

REVOKE ALL ON FUNCTION public.take_send_quota(p_id_dono text, p_channel text, p_cap integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.take_send_quota(p_id_dono text, p_channel text, p_cap integer) TO service_role;
