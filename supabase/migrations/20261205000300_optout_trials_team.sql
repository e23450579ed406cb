-- Abuse-proofing, second round: SAIR holds at the moment of sending, one trial per account document,
-- a trial ends on its date, and a team has at most 50 active professionals.

------------------------------------------------------------------------------------------------
-- SAIR at send time
------------------------------------------------------------------------------------------------

-- Whether the client at `p_chat` wrote SAIR to the business of `p_user` (the owner's auth id).
-- Asked by the functions right before a reminder, a manual reminder or a survey goes out: a SAIR
-- recorded after the row was claimed still wins. Matches the number (phone_key) or the WhatsApp id.
create or replace function public.client_opted_out(p_user uuid, p_chat text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.profiles p
    join public.conversas c on c.id_dono = p.id_dono
    where p.id = p_user
      and c.opt_out_em is not null
      and (c.telefone = public.phone_key(p_chat) or c.chat = regexp_replace(coalesce(p_chat, ''), '\D', '', 'g')));
$$;
revoke execute on function public.client_opted_out(uuid, text) from public, anon, authenticated;
grant execute on function public.client_opted_out(uuid, text) to service_role;

-- As in 20261202000300_reminder_sending.sql, and 'skipped' (with its reason in p_error): a claimed
-- reminder that must not go out any more (the client wrote SAIR while it was being sent).
create or replace function public.finish_reminder(p_id uuid, p_token uuid, p_outcome text, p_error text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
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

------------------------------------------------------------------------------------------------
-- One trial per account document
------------------------------------------------------------------------------------------------

-- A CPF or CNPJ as compared everywhere: digits and capitals only (the alphanumeric CNPJ).
create or replace function public.document_key(p_documento text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(upper(regexp_replace(coalesce(p_documento, ''), '[^0-9A-Za-z]', '', 'g')), '');
$$;

-- The account's own document: the CNPJ of a company, the CPF of a person (the sign-up's; profiles
-- holds each at most once, profiles_cpf_key / profiles_cnpj_key).
create or replace function public.account_document(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select public.document_key(case when p.person_type = 'juridica' then coalesce(p.cnpj, p.cpf)
                                  else coalesce(p.cpf, p.cnpj) end)
  from public.profiles p where p.id = p_user;
$$;

-- Grants recorded before documents were: their account's document, so it counts as used. A document
-- some other grant already holds (typed at another account's checkout) stays counted there.
do $$
declare
  g record;
begin
  for g in select t.id, public.account_document(t.user_id) as doc
             from public.trial_grants t where t.documento is null order by t.created_at, t.id
  loop
    if g.doc is not null and not exists (select 1 from public.trial_grants o where o.documento = g.doc) then
      update public.trial_grants set documento = g.doc where id = g.id;
    end if;
  end loop;
end;
$$;

/* Takes the monthly trial for this account, atomically: true when it is theirs (or this same attempt
   took it before). It is keyed to the account's own document, not the one typed at checkout: a
   checkout with another document, an account or a document that had a trial, and an account whose
   document a grant already holds (whoever took it) get false and pay the first month now. An account
   without a document (a Google sign-in) has the checkout's, unless another account holds it. Every
   payment method goes through here: PIX and boleto cannot take a second trial either. */
create or replace function public.claim_trial(p_user uuid, p_documento text, p_key text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_typed text := public.document_key(p_documento);
  v_own   text := public.account_document(p_user);
  v_doc   text;
begin
  if exists (select 1 from public.trial_grants where idempotency_key = p_key and user_id = p_user) then
    return true;
  end if;
  if v_own is not null then
    if v_typed is not null and v_typed <> v_own then
      return false;
    end if;
    v_doc := v_own;
  else
    -- (No document at all, only reachable from SQL: the grant is the account's alone.)
    if exists (select 1 from public.profiles p where p.id <> p_user and (p.cpf = v_typed or p.cnpj = v_typed)) then
      return false;
    end if;
    v_doc := v_typed;
  end if;
  insert into public.trial_grants (user_id, documento, idempotency_key)
  values (p_user, v_doc, p_key)
  on conflict do nothing;
  return found;
end;
$$;

revoke all on function public.document_key(text) from public, anon, authenticated;
revoke all on function public.account_document(uuid) from public, anon, authenticated;
grant execute on function public.document_key(text), public.account_document(uuid) to service_role;

------------------------------------------------------------------------------------------------
-- A trial ends on its date
------------------------------------------------------------------------------------------------

-- As in 20261128000100_subscription_lifecycle.sql, and: a trial past its end without a paid charge
-- is the first charge unpaid since the trial's end (whether or not the provider said so yet):
-- 'overdue' with the grace any late charge has, then 'suspended'. Never 'trialing' past its date.
create or replace function public.refresh_subscription(p_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  s            public.subscriptions;
  v_today      date := (now() at time zone 'America/Sao_Paulo')::date;
  v_paid_until date;
  v_has_paid   boolean;
  v_overdue    date;
  v_first_due  date;
  v_trial      date;
  v_period     date;
  v_status     text;
begin
  select * into s from public.subscriptions where id = p_id for update;
  if not found then
    return null;
  end if;

  select max((p.due_date + make_interval(months => public.plan_months(coalesce(p.plan, s.plan), s.cycle)))::date),
         count(*) > 0
    into v_paid_until, v_has_paid
    from public.payments p
   where p.subscription_id = p_id and p.due_date is not null
     and p.status in ('CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH', 'DUNNING_RECEIVED');
  select min(due_date) into v_overdue
    from public.payments
   where subscription_id = p_id and status = 'OVERDUE' and deleted_at is null;

  v_trial := s.trial_ends_on;
  v_period := s.current_period_end;
  if v_has_paid then
    -- A paid charge pays one cycle from its due date; the period never moves backwards.
    v_period := greatest(v_period, v_paid_until);
  elsif v_trial is not null then
    -- In the trial, access runs until the first charge is due (the provider may move that date).
    select min(due_date) into v_first_due
      from public.payments where subscription_id = p_id and deleted_at is null and due_date is not null;
    v_trial := coalesce(v_first_due, v_trial);
    v_period := v_trial;
    -- Over and unpaid: late since the trial's end, even before the provider reports it.
    if v_trial < v_today then
      v_overdue := coalesce(v_overdue, v_trial);
    end if;
  end if;

  if s.status in ('canceled', 'expired') then
    v_status := case when v_period >= v_today then 'canceled' else 'expired' end;
  elsif v_overdue is not null then
    v_status := case when v_overdue + 7 < v_today then 'suspended' else 'overdue' end;
  elsif v_has_paid then
    v_status := 'active';
  elsif v_trial is not null then
    v_status := 'trialing';
  else
    v_status := 'pending';
  end if;

  if (s.status, s.overdue_since, s.trial_ends_on, s.current_period_end)
     is distinct from (v_status, v_overdue, v_trial, v_period) then
    update public.subscriptions
       set status = v_status, overdue_since = v_overdue, trial_ends_on = v_trial, current_period_end = v_period
     where id = p_id;
  end if;
  perform public.sync_billing_agent(s.user_id);
  return v_status;
end;
$$;

-- The time-based moves, as before, and a trial past its end.
create or replace function public.apply_subscription_deadlines()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_id    uuid;
  v_n     integer := 0;
begin
  for v_id in
    select id from public.subscriptions
     where (status = 'overdue' and overdue_since + 7 < v_today)
        or (status = 'canceled' and (current_period_end is null or current_period_end < v_today))
        or (status = 'trialing' and trial_ends_on < v_today)
  loop
    perform public.refresh_subscription(v_id);
    v_n := v_n + 1;
  end loop;
  return v_n;
end;
$$;

-- As in 20261128000100_subscription_lifecycle.sql, reading the trial's end as well: a trial past it
-- reads as its first charge overdue since that day (grace, then suspended) while the job is late,
-- so has_paid_access never grants a trial past its date. The banner's charge is the oldest unpaid
-- one due by then (reported OVERDUE or not yet).
create or replace function public.subscription_state(p_user uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s         public.subscriptions;
  v_today   date := (now() at time zone 'America/Sao_Paulo')::date;
  v_status  text;
  v_since   date;
  v_access  text;
  v_overdue jsonb := null;
  v_due     public.payments;
  v_next    date;
begin
  select * into s from public.subscriptions
   where user_id = p_user
   order by case
              when status in ('trialing', 'active', 'overdue', 'suspended') then 0
              when status = 'canceled' and current_period_end >= v_today then 1
              when status = 'pending' then 2
              else 3
            end,
            created_at desc
   limit 1;
  if not found then
    return jsonb_build_object(
      'status', 'none', 'access', 'none', 'plan', null, 'planName', null, 'value', null, 'cycle', null,
      'trialEndsOn', null, 'currentPeriodEnd', null, 'nextDueDate', null, 'cancelAtPeriodEnd', false,
      'overdue', null, 'pendingChange', null);
  end if;

  v_status := s.status;
  v_since := s.overdue_since;
  if v_status = 'trialing' and s.trial_ends_on < v_today then
    v_since := s.trial_ends_on;
    v_status := 'overdue';
  end if;
  if v_status = 'overdue' and v_since + 7 < v_today then
    v_status := 'suspended';
  elsif v_status = 'canceled' and (s.current_period_end is null or s.current_period_end < v_today) then
    v_status := 'expired';
  end if;
  v_access := case
                when v_status in ('trialing', 'active', 'overdue', 'canceled') then 'full'
                when v_status = 'suspended' then 'restricted'
                else 'none'
              end;

  if v_status in ('overdue', 'suspended') and v_since is not null then
    select * into v_due from public.payments
     where subscription_id = s.id and deleted_at is null
       and (status = 'OVERDUE' or (status = 'PENDING' and due_date <= v_since))
     order by due_date limit 1;
    v_overdue := jsonb_build_object(
      'since', v_since, 'graceEndsOn', v_since + 7,
      'value', v_due.value, 'invoiceUrl', v_due.invoice_url);
  end if;

  if v_status not in ('canceled', 'expired') then
    select min(due_date) into v_next from public.payments
     where subscription_id = s.id and status = 'PENDING' and deleted_at is null;
    v_next := coalesce(v_next, s.next_due_date);
  end if;

  return jsonb_build_object(
    'status', v_status,
    'access', v_access,
    'plan', s.plan,
    'planName', public.plan_name(s.plan),
    'value', s.value,
    'cycle', s.cycle,
    'trialEndsOn', s.trial_ends_on,
    'currentPeriodEnd', s.current_period_end,
    'nextDueDate', v_next,
    'cancelAtPeriodEnd', v_status = 'canceled',
    'overdue', v_overdue,
    'pendingChange', case when s.pending_plan is null then null else jsonb_build_object(
      'plan', s.pending_plan,
      'planName', public.plan_name(s.pending_plan),
      'value', s.pending_value, 'cycle', s.pending_cycle, 'effectiveOn', s.change_effective_on) end);
end;
$$;

-- Trials already past their end are moved now.
select public.apply_subscription_deadlines();

------------------------------------------------------------------------------------------------
-- At most 50 active professionals per business
------------------------------------------------------------------------------------------------

create or replace function public.max_active_professionals()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50;
$$;

-- A new active professional, or one taken back, past the cap is refused whoever writes. The SQLSTATE
-- PT422 makes PostgREST answer 422; hint 'team_limit' tells the Equipe page which refusal it is.
-- The owner's rows are counted under a per-owner lock, so two writes at once cannot both pass.
-- Named to run after profissionais_guard (triggers fire by name), which fills id_dono.
create or replace function public.profissionais_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.ativo or (tg_op = 'UPDATE' and old.ativo and old.id_dono = new.id_dono) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('profissionais:' || new.id_dono, 0));
  if (select count(*) from public.profissionais p
      where p.id_dono = new.id_dono and p.ativo and p.id <> new.id) >= public.max_active_professionals() then
    raise exception 'Limite de % profissionais ativos atingido.', public.max_active_professionals()
      using errcode = 'PT422', hint = 'team_limit';
  end if;
  return new;
end;
$$;
revoke execute on function public.profissionais_limit() from public, anon, authenticated;

create trigger profissionais_limit
  before insert or update of ativo, id_dono on public.profissionais
  for each row execute function public.profissionais_limit();
