-- The public booking page's limits, counted and recorded in one call so parallel requests cannot pass
-- them; the attempts purged by the minute job; the free-slots range capped; new_booking_slug no longer
-- an oracle of taken handles for signed-in users.

------------------------------------------------------------------------------------------------
-- Attempts: public.booking_requests, per scope (client address, phone per business, business)
------------------------------------------------------------------------------------------------

-- scope: what client_key names ('endereco', 'leitura', 'telefone', 'negocio'); expires_at: when the
-- attempt stops counting for its limit, so the purge needs not know the functions' settings.
alter table public.booking_requests
  add column scope text not null default 'endereco' check (scope ~ '^[a-z_]{1,30}$'),
  add column expires_at timestamptz not null default now() + interval '10 minutes';
drop index if exists public.booking_requests_client_created_idx;
create index booking_requests_scope_key_created_idx on public.booking_requests (scope, client_key, created_at);
create index booking_requests_expires_idx on public.booking_requests (expires_at);

-- Counts the key's attempts of the last p_window_minutes and, when fewer than p_limit, records this
-- one: {allowed: true, retry_after_seconds: 0}; else nothing is recorded and {allowed: false,
-- retry_after_seconds} says when the oldest attempt that fills the limit stops counting. The key's
-- advisory lock makes count-and-record one step: a parallel attempt waits, then sees this one.
create or replace function public.booking_attempt(
  p_scope text, p_key text, p_limit integer, p_window_minutes integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_window interval := make_interval(mins => greatest(coalesce(p_window_minutes, 1), 1));
  v_count  integer;
  v_oldest timestamptz;
begin
  if p_scope is null or p_key is null or p_limit is null then
    raise exception 'booking_attempt: scope, key and limit are required' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('booking_requests:' || p_scope || ':' || p_key, 0));
  select count(*) into v_count
  from public.booking_requests r
  where r.scope = p_scope and r.client_key = p_key and r.created_at > clock_timestamp() - v_window;
  if v_count >= p_limit then
    -- The attempt whose end lets one more in: the (count - limit + 1)-th oldest of the window.
    select r.created_at into v_oldest
    from public.booking_requests r
    where r.scope = p_scope and r.client_key = p_key and r.created_at > clock_timestamp() - v_window
    order by r.created_at
    offset greatest(v_count - p_limit, 0) limit 1;
    return jsonb_build_object(
      'allowed', false,
      'retry_after_seconds',
      greatest(ceil(extract(epoch from (coalesce(v_oldest, clock_timestamp()) + v_window - clock_timestamp())))::integer, 1));
  end if;
  insert into public.booking_requests (scope, client_key, created_at, expires_at)
  values (p_scope, p_key, clock_timestamp(), clock_timestamp() + v_window);
  return jsonb_build_object('allowed', true, 'retry_after_seconds', 0);
end;
$$;

-- Attempts that count for no limit any more; the number deleted.
create or replace function public.purge_booking_attempts()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.booking_requests r where r.expires_at < now();
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

revoke execute on function public.booking_attempt(text, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.purge_booking_attempts() from public, anon, authenticated;
grant execute on function public.booking_attempt(text, text, integer, integer) to service_role;
grant execute on function public.purge_booking_attempts() to service_role;

------------------------------------------------------------------------------------------------
-- The minute jobs, with the attempts purged
------------------------------------------------------------------------------------------------

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

------------------------------------------------------------------------------------------------
-- Free slots: at most 31 days a call
------------------------------------------------------------------------------------------------

-- As before, with a range of more than 31 days refused (22023 'invalid_range'): the callers (the
-- booking page, the assistant's horarios_livres) check the same first and answer in pt-BR.
create or replace function public.booking_free_slots(p_id_dono text, p_de date, p_ate date, p_busy jsonb default '[]')
returns table (data date, inicio time, fim time)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_ate - p_de >= 31 then
    raise exception 'invalid_range' using errcode = '22023';
  end if;
  return query
  select s.data, s.inicio, s.fim from public.booking_slots_except(p_id_dono, p_de, p_ate, p_busy, null) s;
end;
$$;
revoke execute on function public.booking_free_slots(text, date, date, jsonb) from public, anon, authenticated;
grant execute on function public.booking_free_slots(text, date, date, jsonb) to service_role;

------------------------------------------------------------------------------------------------
-- new_booking_slug: only as profiles_guard's step
------------------------------------------------------------------------------------------------

-- The guard runs as the browser's role when a profile is inserted, so that role keeps EXECUTE; called
-- directly (an RPC, outside any trigger) by a signed-in or anonymous user it is refused (42501): the
-- answer would tell whether a handle is taken.
create or replace function public.new_booking_slug(p_name text, p_self uuid default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_base text := public.booking_slug_base(p_name);
  v_slug text := v_base;
  v_n    integer := 1;
begin
  if pg_trigger_depth() = 0 and coalesce(auth.role(), '') in ('authenticated', 'anon') then
    raise exception 'permission denied for function new_booking_slug' using errcode = '42501';
  end if;
  while exists (select 1 from public.profiles p
                where p.booking_slug = v_slug and p.id is distinct from p_self) loop
    v_n := v_n + 1;
    v_slug := v_base || '-' || v_n;
  end loop;
  return v_slug;
end;
$$;
revoke execute on function public.new_booking_slug(text, uuid) from public, anon;

------------------------------------------------------------------------------------------------
-- The owner behind a handle, with whether the page may serve them (paid access): one call per
-- request instead of two, so the paid-feature check costs the page no extra round trip.
------------------------------------------------------------------------------------------------
drop function public.booking_owner(text);
create function public.booking_owner(p_slug text)
returns table (id_dono text, user_id uuid, negocio text, schedule jsonb, schedule_saved boolean, pago boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id_dono, p.id, coalesce(nullif(btrim(p.business_name), ''), nullif(btrim(p.full_name), '')),
         a.schedule, a.schedule_saved_at is not null, public.has_paid_access(p.id)
  from public.profiles p
  left join public.agent_configs a on a.user_id = p.id
  where p.booking_slug = p_slug;
$$;
revoke execute on function public.booking_owner(text) from public, anon, authenticated;
grant execute on function public.booking_owner(text) to service_role;
