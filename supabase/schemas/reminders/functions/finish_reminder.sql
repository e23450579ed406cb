CREATE FUNCTION public.finish_reminder(p_id uuid, p_token uuid, p_outcome text, p_error text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_status text;
begin
  if p_outcome not in ('sent', 'retry', 'failed', 'skipped') then
    raise exception 'outcome must be sent, retry, failed or skipped' using errcode = '22023';
  end if;
  update public.notifications n
  set status = case
                 when p_outcome in ('sent', 'skipped') then p_outcome
                 when p_outcome = 'retry' and n.attempts < public.reminder_max_attempts() then 'scheduled'
                 else 'failed'
               end,
      sent_at = case when p_outcome = 'sent' then now() end,
      error = case when p_outcome = 'sent' then null else left(p_error, 500) end,
      scheduled_for = case
                        when p_outcome = 'retry' and n.attempts < public.reminder_max_attempts()
                          then now() + interval '1 minute' * power(2, n.attempts - 1)
                        else n.scheduled_for
                      end,
      claim_token = null
  where n.id = p_id and n.status = 'sending' and n.claim_token = p_token
  returning n.status into v_status;
  return v_status;
end;
$$;

REVOKE ALL ON FUNCTION public.finish_reminder(p_id uuid, p_token uuid, p_outcome text, p_error text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.finish_reminder(p_id uuid, p_token uuid, p_outcome text, p_error text) TO service_role;
