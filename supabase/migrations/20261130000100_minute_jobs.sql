-- One entry point for the database's minute jobs: run_minute_jobs() runs each of them in order, called
-- every minute by pg_cron where the database has it (hosted Supabase; the local PostgreSQL 15 with
-- Debian's postgresql-15-cron) and by the local stack's timer where it has not (PGlite). A new minute
-- job is one more line here, and nowhere else.
--
-- The jobs that call edge functions over HTTP (dispatch-reminders, forward-assistant-messages) stay
-- pg_cron + pg_net jobs of their own: they need pg_net and Vault, which PGlite has not, and the local
-- stack calls those functions itself.

create or replace function public.run_minute_jobs()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

  -- What each job counted ({"reminders": 2, "subscriptions": 0}); "failed" names the jobs that raised.
  if v_failed <> '{}' then
    v_done := v_done || jsonb_build_object('failed', v_failed);
  end if;
  return v_done;
end;
$$;
revoke execute on function public.run_minute_jobs() from public, anon, authenticated;
grant execute on function public.run_minute_jobs() to service_role;

-- Where pg_cron is loaded: the two separate jobs give way to the one.
do $$
begin
  if position('pg_cron' in coalesce(current_setting('shared_preload_libraries', true), '')) > 0 then
    create extension if not exists pg_cron;
    perform cron.unschedule(jobid) from cron.job where jobname in ('enqueue-reminders', 'subscription-deadlines');
    perform cron.schedule('run-minute-jobs', '* * * * *', 'select public.run_minute_jobs()');
  end if;
end;
$$;
