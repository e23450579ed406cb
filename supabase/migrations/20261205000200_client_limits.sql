-- Floods and the assistant's budget: one client number, or many, cannot drain an owner's day.
--
-- 1. Per client number and business (a conversation), at most p_limit messages per p_window_minutes
--    and p_daily_limit per p_daily_window_minutes reach the assistant (whatsapp-webhook's
--    CLIENT_MESSAGE_LIMIT, default 20/10, and CLIENT_DAILY_MESSAGE_LIMIT, default 100/1440). Beyond
--    them a message is recorded for the inbox and not forwarded; `conversas.muitas_mensagens_ate`
--    says until when ('Muitas mensagens' in Conversas). Each forwarded message is one row of
--    public.booking_requests (scope 'assistente', key the conversation), purged by the minute job
--    once past the longer window.
-- 2. Per owner and São Paulo day, at most p_owner_runs messages reach the assistant
--    (OWNER_DAILY_ASSISTANT_RUNS, default 2000): the run that reaches it pauses the assistant for that
--    owner until midnight (`assistant_days.pausado_em`, read by the inbox through
--    assistant_paused_until()) and claims the owner's e-mail once (`aviso_em`).
-- 3. The assistant's replies count against the same daily number (`assistant_days.respostas`), not
--    against OWNER_DAILY_WHATSAPP_CAP, which is left to reminders, confirmations and surveys.
-- 4. SAIR / VOLTAR are confirmed in the chat only when they change something, at most once per 10
--    minutes (`conversas.opt_out_aviso_em`).
-- take_assistant_turn() decides 1 and 2 in one call: the conversation's row lock serializes one
-- number's deliveries, the owner's day row the owner's, so parallel deliveries cannot pass a limit.

------------------------------------------------------------------------------------------------
-- Columns and the owner's day
------------------------------------------------------------------------------------------------

alter table public.conversas
  -- The number passed its limit: its messages are recorded and not forwarded until then.
  add column muitas_mensagens_ate timestamptz,
  -- When SAIR or VOLTAR was last confirmed in the chat.
  add column opt_out_aviso_em     timestamptz;

-- What the assistant did for an owner per São Paulo day.
create table public.assistant_days (
  id_dono    text not null,
  dia        date not null,
  -- Client messages forwarded to the assistant.
  execucoes  integer not null default 0 check (execucoes >= 0),
  -- The assistant's replies sent (assistant-reply).
  respostas  integer not null default 0 check (respostas >= 0),
  -- The budget was reached: no message is forwarded until the day ends.
  pausado_em timestamptz,
  -- The owner's e-mail about the pause was claimed (given back when it could not be sent).
  aviso_em   timestamptz,
  primary key (id_dono, dia)
);
alter table public.assistant_days enable row level security;
-- No policy and no privilege: only the functions (service role) read and write it; the inbox asks
-- assistant_paused_until().
revoke all on public.assistant_days from anon, authenticated;

------------------------------------------------------------------------------------------------
-- The assistant's turn
------------------------------------------------------------------------------------------------

-- A client message for the assistant (after open_attendance, when the conversation is not paused):
-- {allowed: true} when it may be forwarded, counted for the number and the owner's day; otherwise
-- nothing is counted and {allowed: false, reason: 'cliente' | 'dono'}. 'cliente': the number passed
-- one of its windows (muitas_mensagens_ate set to when one more counts again). 'dono': the owner's
-- budget of the day is used up. `avisar` (with `email`, `negocio`, `volta_em`): this call reached or
-- found the budget reached and claimed the owner's e-mail; release_assistant_notice() gives the claim
-- back when the e-mail could not be sent.
create or replace function public.take_assistant_turn(
  p_conversa uuid,
  p_limit integer,
  p_window_minutes integer,
  p_daily_limit integer,
  p_daily_window_minutes integer,
  p_owner_runs integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c        public.conversas;
  v_now    timestamptz := clock_timestamp();
  v_short  interval := make_interval(mins => greatest(coalesce(p_window_minutes, 1), 1));
  v_long   interval := make_interval(mins => greatest(coalesce(p_daily_window_minutes, 1), 1));
  v_keep   interval;
  v_key    text := p_conversa::text;
  v_recent integer;
  v_day    integer;
  v_until  timestamptz;
  v_dia    date := (now() at time zone 'America/Sao_Paulo')::date;
  v_runs   integer;
  v_avisar boolean := false;
begin
  if p_limit is null or p_limit < 1 or p_daily_limit is null or p_daily_limit < 1
     or p_owner_runs is null or p_owner_runs < 1 then
    raise exception 'take_assistant_turn: limits must be positive' using errcode = '22023';
  end if;
  v_keep := greatest(v_short, v_long);
  select * into c from public.conversas where id = p_conversa for update;
  if c.id is null then
    raise exception 'no conversation %', p_conversa using errcode = 'P0002';
  end if;

  -- The number's windows.
  select count(*) filter (where r.created_at > v_now - v_short),
         count(*) filter (where r.created_at > v_now - v_long)
    into v_recent, v_day
  from public.booking_requests r
  where r.scope = 'assistente' and r.client_key = v_key and r.created_at > v_now - v_keep;
  if v_recent >= p_limit or v_day >= p_daily_limit then
    -- One more counts again when the oldest message filling a full window leaves it.
    v_until := greatest(
      case when v_recent >= p_limit then
        (select r.created_at + v_short from public.booking_requests r
         where r.scope = 'assistente' and r.client_key = v_key and r.created_at > v_now - v_short
         order by r.created_at offset v_recent - p_limit limit 1) end,
      case when v_day >= p_daily_limit then
        (select r.created_at + v_long from public.booking_requests r
         where r.scope = 'assistente' and r.client_key = v_key and r.created_at > v_now - v_long
         order by r.created_at offset v_day - p_daily_limit limit 1) end);
    update public.conversas set muitas_mensagens_ate = v_until
    where id = c.id and muitas_mensagens_ate is distinct from v_until;
    select * into c from public.conversas where id = p_conversa;
    return public.conversation_json(c)
           || jsonb_build_object('allowed', false, 'reason', 'cliente', 'muitas_mensagens_ate', v_until);
  end if;

  -- The owner's day: one statement, so parallel numbers never pass the budget.
  insert into public.assistant_days as d (id_dono, dia, execucoes, pausado_em)
  values (c.id_dono, v_dia, 1, case when p_owner_runs <= 1 then v_now end)
  on conflict (id_dono, dia) do update
    set execucoes = d.execucoes + 1,
        -- A budget raised during the day lifts the pause.
        pausado_em = case when d.execucoes + 1 >= p_owner_runs then coalesce(d.pausado_em, v_now) end
    where d.execucoes < p_owner_runs
  returning d.execucoes into v_runs;

  if v_runs is null or v_runs >= p_owner_runs then
    update public.assistant_days set pausado_em = v_now
    where id_dono = c.id_dono and dia = v_dia and pausado_em is null;
    update public.assistant_days set aviso_em = v_now
    where id_dono = c.id_dono and dia = v_dia and aviso_em is null
    returning true into v_avisar;
  end if;

  if v_runs is not null then
    insert into public.booking_requests (scope, client_key, created_at, expires_at)
    values ('assistente', v_key, v_now, v_now + v_keep);
    if c.muitas_mensagens_ate is not null then
      update public.conversas set muitas_mensagens_ate = null where id = c.id returning * into c;
    end if;
  end if;

  return public.conversation_json(c)
         || jsonb_build_object('allowed', v_runs is not null,
                               'reason', case when v_runs is null then 'dono' end,
                               'avisar', coalesce(v_avisar, false))
         || case when coalesce(v_avisar, false) then
              jsonb_build_object(
                'email', (select p.email from public.profiles p where p.id = public.owner_user(c.id_dono)),
                'negocio', (select b.negocio from public.owner_business(c.id_dono) b),
                'dia', v_dia,
                'volta_em', ((v_dia + 1)::timestamp at time zone 'America/Sao_Paulo'))
            else '{}'::jsonb end;
end;
$$;

-- The owner's e-mail about the pause could not be sent: the next message that finds the budget
-- reached claims it again.
create or replace function public.release_assistant_notice(p_id_dono text, p_dia date)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.assistant_days set aviso_em = null where id_dono = p_id_dono and dia = p_dia;
$$;

-- Takes one of the assistant's replies of the day from the owner's budget: false when p_cap replies
-- went out today already.
create or replace function public.take_assistant_reply(p_id_dono text, p_cap integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_cap is null or p_cap < 1 then
    raise exception 'take_assistant_reply: cap must be positive' using errcode = '22023';
  end if;
  insert into public.assistant_days as d (id_dono, dia, respostas)
  values (p_id_dono, (now() at time zone 'America/Sao_Paulo')::date, 1)
  on conflict (id_dono, dia) do update set respostas = d.respostas + 1 where d.respostas < p_cap
  returning d.respostas into v_count;
  -- Days before yesterday are of no use any more.
  delete from public.assistant_days
  where id_dono = p_id_dono and dia < (now() at time zone 'America/Sao_Paulo')::date - 1;
  return v_count is not null;
end;
$$;

-- The assistant's reply, before it goes out: as begin_send(…, 'assistente', …, p_unless_paused true)
-- but counted against the owner's assistant budget of the day (p_cap) instead of the daily WhatsApp
-- cap; over it nothing is recorded and 'assistant_daily_limit' is raised (P0001).
create or replace function public.begin_assistant_reply(p_user uuid, p_chat text, p_texto text, p_cap integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_started jsonb;
  v_dono    text;
begin
  v_started := public.begin_send(p_user, p_chat, 'assistente', p_texto, true, null);
  if coalesce((v_started ->> 'paused')::boolean, false) or v_started ->> 'instance_name' is null then
    return v_started;
  end if;
  select p.id_dono into v_dono from public.profiles p where p.id = p_user;
  if not public.take_assistant_reply(v_dono, p_cap) then
    raise exception 'assistant_daily_limit' using errcode = 'P0001';
  end if;
  return v_started;
end;
$$;

-- For the inbox: when the signed-in owner's assistant answers again (the next midnight in São Paulo)
-- if its budget of today is used up; null while it answers.
create or replace function public.assistant_paused_until()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select ((d.dia + 1)::timestamp at time zone 'America/Sao_Paulo')
  from public.assistant_days d
  where d.id_dono = public.current_id_dono()
    and d.dia = (now() at time zone 'America/Sao_Paulo')::date
    and d.pausado_em is not null;
$$;

------------------------------------------------------------------------------------------------
-- SAIR / VOLTAR: confirmed only when they change something, at most once per 10 minutes
------------------------------------------------------------------------------------------------

-- As in 20261201000100_conversations.sql, and {mudou, confirmar}: whether the choice changed, and
-- whether the chat should say so (a change, and no confirmation in the last 10 minutes). A repeat or
-- a quick change back applies silently, so a flood of SAIR / VOLTAR gets one answer per 10 minutes.
create or replace function public.set_opt_out(p_conversa uuid, p_sair boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c           public.conversas;
  v_mudou     boolean;
  v_confirmar boolean;
begin
  select * into c from public.conversas where id = p_conversa for update;
  v_mudou := (c.opt_out_em is not null) <> p_sair;
  v_confirmar := v_mudou and (c.opt_out_aviso_em is null or c.opt_out_aviso_em <= now() - interval '10 minutes');
  update public.conversas
  set opt_out_em = case when p_sair then coalesce(opt_out_em, now()) end,
      opt_out_aviso_em = case when v_confirmar then now() else opt_out_aviso_em end
  where id = p_conversa
  returning * into c;
  -- Nothing queued for that number goes out any more.
  if p_sair then
    update public.notifications n
    set status = 'skipped', error = 'opted_out'
    where n.id_dono = c.id_dono and n.status = 'scheduled' and n.channel = 'whatsapp'
      and public.phone_key(n.recipient) = c.telefone;
    update public.g_atendimento set pesquisa = null where conversa_id = c.id and pesquisa = 'na_fila';
  end if;
  return public.conversation_json(c)
         || jsonb_build_object('negocio', (select b.negocio from public.owner_business(c.id_dono) b),
                               'mudou', v_mudou, 'confirmar', v_confirmar);
end;
$$;

------------------------------------------------------------------------------------------------
-- Privileges
------------------------------------------------------------------------------------------------

revoke execute on function public.take_assistant_turn(uuid, integer, integer, integer, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.release_assistant_notice(text, date) from public, anon, authenticated;
revoke execute on function public.take_assistant_reply(text, integer) from public, anon, authenticated;
revoke execute on function public.begin_assistant_reply(uuid, text, text, integer) from public, anon, authenticated;
revoke execute on function public.assistant_paused_until() from public, anon;
grant execute on function public.take_assistant_turn(uuid, integer, integer, integer, integer, integer) to service_role;
grant execute on function public.release_assistant_notice(text, date) to service_role;
grant execute on function public.take_assistant_reply(text, integer) to service_role;
grant execute on function public.begin_assistant_reply(uuid, text, text, integer) to service_role;
grant execute on function public.assistant_paused_until() to authenticated, service_role;
