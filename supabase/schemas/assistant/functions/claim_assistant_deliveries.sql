CREATE FUNCTION public.claim_assistant_deliveries(p_limit integer DEFAULT 20) RETURNS SETOF public.assistant_deliveries
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  update public.assistant_deliveries
  set status = 'expired'
  where status = 'pending' and received_at < now() - interval '1 day';

  return query
  update public.assistant_deliveries d
  set attempts = d.attempts + 1,
      next_attempt_at = now() + least(interval '10 minutes', interval '10 seconds' * power(2, d.attempts))
  where (d.instance_name, d.message_id) in (
    select q.instance_name, q.message_id
    from public.assistant_deliveries q
    where q.status = 'pending' and q.next_attempt_at <= now()
    order by q.received_at
    limit p_limit
    for update skip locked
  )
  returning d.*;
end;
$$;

REVOKE ALL ON FUNCTION public.claim_assistant_deliveries(p_limit integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_assistant_deliveries(p_limit integer) TO service_role;
