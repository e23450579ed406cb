-- Paid features (the assistant and its tools, the public booking page, automatic reminders) need a
-- subscription that grants full access: trialing, active, overdue within its 7 days of grace, or
-- canceled with its paid period still running. The rule is subscription_state()'s, read once here.

create or replace function public.has_paid_access(p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.subscription_state(p_user) ->> 'access' = 'full', false);
$$;

revoke all on function public.has_paid_access(uuid) from public, anon, authenticated;
grant execute on function public.has_paid_access(uuid) to service_role;

------------------------------------------------------------------------------------------------
-- One trial per person: the monthly plan's 7 free days once per account and once per CPF/CNPJ,
-- across cancellations and new accounts. A later monthly subscription pays its first month now.
------------------------------------------------------------------------------------------------

create table public.trial_grants (
  id              uuid primary key default gen_random_uuid(),
  -- No foreign key: the grant outlives a deleted account, so its document stays used.
  user_id         uuid not null,
  -- CPF or CNPJ without punctuation (an alphanumeric CNPJ in capitals); null for grants made
  -- before documents were recorded here.
  documento       text,
  -- The checkout attempt that took it: a retry of the same attempt keeps its trial.
  idempotency_key text not null unique,
  created_at      timestamptz not null default now()
);
create unique index trial_grants_user_idx on public.trial_grants (user_id);
create unique index trial_grants_documento_idx on public.trial_grants (documento) where documento is not null;
alter table public.trial_grants enable row level security;
revoke all on public.trial_grants from anon, authenticated;

-- Every account that already had a trial has used it.
insert into public.trial_grants (user_id, idempotency_key)
select distinct on (user_id) user_id, coalesce(idempotency_key, 'antes-' || id::text)
  from public.subscriptions
 where trial_ends_on is not null
 order by user_id, created_at;

/* Takes the trial for this account and document, atomically: true when it is theirs (or this same
   attempt took it before), false when the account or the document already had one. */
create or replace function public.claim_trial(p_user uuid, p_documento text, p_key text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_doc text := nullif(upper(regexp_replace(coalesce(p_documento, ''), '[^0-9A-Za-z]', '', 'g')), '');
begin
  if exists (select 1 from public.trial_grants where idempotency_key = p_key and user_id = p_user) then
    return true;
  end if;
  insert into public.trial_grants (user_id, documento, idempotency_key)
  values (p_user, v_doc, p_key)
  on conflict do nothing;
  return found;
end;
$$;

/* Gives the trial back when the attempt that took it started no subscription (a refused card, the
   provider down): the person has not had it. */
create or replace function public.release_trial(p_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.trial_grants g
   where g.idempotency_key = p_key
     and not exists (select 1 from public.subscriptions s where s.idempotency_key = p_key);
$$;

revoke all on function public.claim_trial(uuid, text, text) from public, anon, authenticated;
revoke all on function public.release_trial(text) from public, anon, authenticated;
grant execute on function public.claim_trial(uuid, text, text) to service_role;
grant execute on function public.release_trial(text) to service_role;
