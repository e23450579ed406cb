-- The database's scheduled jobs. Where pg_cron is loaded (hosted Supabase; the local PostgreSQL 15
-- with Debian's postgresql-15-cron), run_minute_jobs() runs every minute; elsewhere (PGlite) the local
-- stack's timer runs it. The local stack reads this file for the jobs and their schedules.
do $$
begin
  if position('pg_cron' in coalesce(current_setting('shared_preload_libraries', true), '')) > 0 then
    create extension if not exists pg_cron;
    perform cron.schedule('run-minute-jobs', '* * * * *', 'select public.run_minute_jobs()');
  end if;
end;
$$;

-- The jobs that call edge functions over HTTP, with the project's URL and service key kept in Vault
-- (`select vault.create_secret('https://<ref>.supabase.co', 'project_url')` and `… 'service_role_key'`
-- once per project). Only where pg_net exists too (hosted Supabase); the local stack calls the same
-- functions on its own timer.
do $$
begin
  if position('pg_cron' in coalesce(current_setting('shared_preload_libraries', true), '')) > 0
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
    perform cron.schedule('dispatch-reminders', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/reminders-dispatch',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000)
    $job$);
    perform cron.schedule('forward-assistant-messages', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/assistant-forward',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000)
    $job$);
  end if;
end;
$$;
