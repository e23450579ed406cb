CREATE FUNCTION public.run_minute_jobs() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_done   jsonb := '{}';
  v_failed jsonb := '{}';
begin
  -- Each job in its own block: one failing does not undo or stop the others, as when each was a job.
  begin
    v_done := v_done || jsonb_build_object('reminders', public.enqueue_due_reminders());
  exception when others then
    raise warning 'run_minute_jobs: enqueue_due_reminders failed: %', sqlerrm;
    v_failed := v_failed || jsonb_build_object('reminders', sqlerrm);
  end;

  begin
    v_done := v_done || jsonb_build_object('subscriptions', public.apply_subscription_deadlines());
  exception when others then
    raise warning 'run_minute_jobs: apply_subscription_deadlines failed: %', sqlerrm;
    v_failed := v_failed || jsonb_build_object('subscriptions', sqlerrm);
  end;

  begin
    v_done := v_done || jsonb_build_object('attendances', public.close_idle_attendances());
  exception when others then
    raise warning 'run_minute_jobs: close_idle_attendances failed: %', sqlerrm;
    v_failed := v_failed || jsonb_build_object('attendances', sqlerrm);
  end;

  begin
    v_done := v_done || jsonb_build_object('booking_attempts', public.purge_booking_attempts());
  exception when others then
    raise warning 'run_minute_jobs: purge_booking_attempts failed: %', sqlerrm;
    v_failed := v_failed || jsonb_build_object('booking_attempts', sqlerrm);
  end;

  -- What each job counted ({"reminders": 2, "subscriptions": 0, "attendances": 1,
  -- "booking_attempts": 5}); "failed" names the jobs that raised.
  if v_failed <> '{}' then
    v_done := v_done || jsonb_build_object('failed', v_failed);
  end if;
  return v_done;
end;
$$;

REVOKE ALL ON FUNCTION public.run_minute_jobs() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.run_minute_jobs() TO service_role;
