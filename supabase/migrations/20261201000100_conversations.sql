-- Conversations: every WhatsApp message of an owner's instance recorded, one attendance per client
-- conversation, the owner's takeover, the satisfaction survey and the clients' opt-out.
--
-- Who writes what: only the functions (service role) write messages, conversations and attendances,
-- through the SQL functions below; the owner reads them (row-level security) and acts through the
-- `conversations` function. The rules, in one place:
-- - A conversation (`conversas`) is one client number of one owner. Its `estado` says who answers
--   now: 'assistente', 'aguardando' (the assistant handed off and waits for the owner), 'voce' (the
--   owner took over) or 'concluida' (no attendance open). 'aguardando' and 'voce' pause the assistant
--   for that client: their messages are recorded and never forwarded to n8n.
-- - An attendance (`g_atendimento`) is opened by the client's first message for the assistant after
--   the last one closed, and closed by conversation_idle_minutes() of silence (the minute job) or by
--   the owner ('Concluir'). Duration: first to last message, whole minutes. Resolved on first contact:
--   closed without a person taking over (`assumido`).
-- - When an attendance closes, the client is asked the survey question once (reminder settings'
--   `pesquisa`, on by default; never to a client who wrote SAIR): it is queued on the attendance and
--   sent by reminders-dispatch. A reply 0–10 within 24 h is its `avaliacao_cliente`, unless a reminder
--   was sent after it (the newest question decides how a short reply is read).
-- - Platform sends (the panel, reminders, confirmations, survey, hand-off notices, the assistant's
--   replies) write their message first as 'enviando' (begin_send), then send, then attach the
--   gateway's id (finish_send); a failed send deletes it (nothing is recorded as sent). The gateway's
--   own echo of a send finds that row. A `fromMe` message the platform did not send was typed on the
--   owner's phone: it is recorded as 'voce' and pauses the assistant.

------------------------------------------------------------------------------------------------
-- Tables
------------------------------------------------------------------------------------------------

create table public.conversas (
  id                   uuid primary key default gen_random_uuid(),
  user_id              uuid not null references auth.users (id) on delete cascade,
  id_dono              text not null references public.profiles (id_dono) on delete cascade on update cascade,
  -- 55 + DDD + number, the mobile's 9 included: the key a number is known by (appointments, opt-out).
  telefone             text not null check (telefone ~ '^[0-9]{8,15}$'),
  -- Digits of the WhatsApp id the client writes from: where answers go.
  chat                 text not null check (chat ~ '^[0-9]{8,20}$'),
  -- The name the client's WhatsApp shows (pushName), or the appointment's name.
  nome                 text,
  estado               text not null default 'concluida'
                       check (estado in ('assistente', 'aguardando', 'voce', 'concluida')),
  -- Why the assistant handed off (transferir_para_humano), while 'aguardando'.
  motivo_transferencia text,
  pausado_em           timestamptz,
  -- The client wrote SAIR: no reminders or surveys of this business until VOLTAR.
  opt_out_em           timestamptz,
  ultima_mensagem      text,
  ultima_mensagem_em   timestamptz,
  -- The attendance open now, if any.
  atendimento_id       uuid,
  created_at           timestamptz not null default now(),
  unique (user_id, telefone)
);
-- The inbox: newest first, and the ones waiting for the owner.
create index conversas_dono_recentes_idx on public.conversas (id_dono, ultima_mensagem_em desc nulls last);
create index conversas_aguardando_idx on public.conversas (id_dono) where estado = 'aguardando';
-- The minute job: paused conversations with no attendance open.
create index conversas_pausadas_idx on public.conversas (ultima_mensagem_em) where estado in ('aguardando', 'voce');

alter table public.conversas enable row level security;
create policy conversas_select_own on public.conversas
  for select to authenticated using (id_dono = (select public.current_id_dono()));
-- No write policy: the functions write conversations.

alter table public.g_atendimento
  add column conversa_id        uuid references public.conversas (id) on delete cascade,
  add column ultima_mensagem_em timestamptz,
  add column encerrado_em       timestamptz,
  add column encerrado_por      text check (encerrado_por in ('inatividade', 'dono')),
  -- A person answered in it (hand-off, 'Assumir conversa', the owner's phone).
  add column assumido           boolean not null default false,
  -- The survey: queued when it closed, being sent (pesquisa_em = its lease), sent (pesquisa_em = when).
  add column pesquisa           text check (pesquisa in ('na_fila', 'enviando', 'enviada', 'falhou')),
  add column pesquisa_em        timestamptz,
  add column pesquisa_tentativas integer not null default 0;
create unique index g_atendimento_one_open on public.g_atendimento (conversa_id) where status = 'em_andamento';
create index g_atendimento_idle_idx on public.g_atendimento (ultima_mensagem_em) where status = 'em_andamento';
create index g_atendimento_pesquisa_due_idx on public.g_atendimento (pesquisa_em) where pesquisa in ('na_fila', 'enviando');
create index g_atendimento_conversa_idx on public.g_atendimento (conversa_id, data_atendimento desc);

alter table public.conversas
  add constraint conversas_atendimento_fk foreign key (atendimento_id)
  references public.g_atendimento (id) on delete set null;

alter table public.chat_messages
  add column conversa_id    uuid references public.conversas (id) on delete cascade,
  add column atendimento_id uuid references public.g_atendimento (id) on delete set null,
  add column instance_name  text,
  -- The gateway's message id: a message is recorded once per instance and id.
  add column wa_message_id  text,
  -- cliente: the client; assistente: the assistant's reply; voce: the owner (panel or phone);
  -- plataforma: reminders, confirmations, the survey and notices the product sends.
  add column autor          text not null default 'cliente'
                            check (autor in ('cliente', 'assistente', 'voce', 'plataforma')),
  -- 'enviando' between begin_send and finish_send.
  add column status         text not null default 'enviada' check (status in ('enviando', 'enviada'));
update public.chat_messages set autor = 'assistente' where direction = 'out';
create unique index chat_messages_wa_id_key on public.chat_messages (instance_name, wa_message_id)
  where wa_message_id is not null;
create index chat_messages_conversa_idx on public.chat_messages (conversa_id, created_at);
create index chat_messages_enviando_idx on public.chat_messages (conversa_id) where status = 'enviando';
-- Owners read their messages by id_dono as they read conversations (staff share the owner's code).
drop policy chat_messages_select_own on public.chat_messages;
create policy chat_messages_select_own on public.chat_messages
  for select to authenticated using (id_dono = (select public.current_id_dono()));

alter table public.reminder_settings add column pesquisa boolean not null default true;

------------------------------------------------------------------------------------------------
-- Settings and helpers
------------------------------------------------------------------------------------------------

-- CONVERSATION_IDLE_MINUTES: minutes of silence that close an attendance (default 30). Set per
-- database (`alter database postgres set app.conversation_idle_minutes = '30'`; the local stack does
-- it from the environment variable).
create or replace function public.conversation_idle_minutes()
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('app.conversation_idle_minutes', true), '')::integer, 30);
$$;

-- A number as conversations key it: digits, Brazil's 55 added to a national number, the mobile's 9
-- added back to a 12-digit mobile (WhatsApp ids may drop it; landlines start 2–5 after the DDD).
create or replace function public.phone_key(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when d like '55%' and length(d) = 12 and substr(d, 5, 1) in ('6', '7', '8', '9')
              then left(d, 4) || '9' || substr(d, 5) else d end
  from (select public.whatsapp_recipient(p_phone) as d) s;
$$;

-- The owner (user and code) of an instance.
create or replace function public.instance_owner(p_instance text)
returns table (user_id uuid, id_dono text)
language sql
stable
security definer
set search_path = ''
as $$
  select w.user_id, p.id_dono
  from public.whatsapp_instances w join public.profiles p on p.id = w.user_id
  where w.instance_name = lower(p_instance);
$$;

-- The owner's conversation with a number, created (closed, nobody answering) when there is none;
-- locked for the caller's transaction.
create or replace function public.conversation_for(p_user uuid, p_chat text, p_nome text default null)
returns public.conversas
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_tel text := public.phone_key(p_chat);
  c     public.conversas;
begin
  insert into public.conversas (user_id, id_dono, telefone, chat, nome)
  select p_user, p.id_dono, v_tel, regexp_replace(p_chat, '\D', '', 'g'), nullif(btrim(p_nome), '')
  from public.profiles p where p.id = p_user
  on conflict (user_id, telefone) do nothing;
  select * into c from public.conversas where user_id = p_user and telefone = v_tel for update;
  if c.id is null then
    raise exception 'no profile for user %', p_user using errcode = '23503';
  end if;
  -- The client's WhatsApp shows a name now: keep the newest one.
  if nullif(btrim(p_nome), '') is not null and c.nome is distinct from btrim(p_nome) then
    update public.conversas set nome = btrim(p_nome) where id = c.id returning * into c;
  end if;
  return c;
end;
$$;

-- Every recorded message moves its conversation's preview and its attendance's last activity.
create or replace function public.chat_messages_touch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.conversa_id is null then
    return null;
  end if;
  update public.conversas
  set ultima_mensagem = left(new.body, 200), ultima_mensagem_em = new.created_at
  where id = new.conversa_id and (ultima_mensagem_em is null or ultima_mensagem_em <= new.created_at);
  if new.atendimento_id is not null then
    update public.g_atendimento
    set ultima_mensagem_em = greatest(coalesce(ultima_mensagem_em, new.created_at), new.created_at)
    where id = new.atendimento_id and status = 'em_andamento';
  end if;
  return null;
end;
$$;
revoke execute on function public.chat_messages_touch() from public, anon, authenticated;

create trigger chat_messages_touch
  after insert on public.chat_messages
  for each row execute function public.chat_messages_touch();

-- The answer every function gets about a conversation.
create or replace function public.conversation_json(c public.conversas)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('conversa_id', c.id, 'user_id', c.user_id, 'id_dono', c.id_dono,
                            'telefone', c.telefone, 'chat', c.chat, 'nome', c.nome, 'estado', c.estado,
                            'atendimento_id', c.atendimento_id, 'opt_out', c.opt_out_em is not null,
                            'pausado', c.estado in ('aguardando', 'voce'));
$$;

------------------------------------------------------------------------------------------------
-- Recording
------------------------------------------------------------------------------------------------

-- A client's message (messages.upsert, fromMe false), timed when it arrives (the thread's order).
-- Recorded once per instance and message id ({duplicate: true} the second time); it joins the
-- attendance open now, and opens none (the webhook calls open_attendance when the message is for the
-- assistant, not an answer to a question).
create or replace function public.record_incoming(
  p_instance text, p_wa_id text, p_chat text, p_nome text, p_texto text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  o    record;
  c    public.conversas;
  v_id uuid;
begin
  select * into o from public.instance_owner(p_instance);
  if o.user_id is null then
    return jsonb_build_object('unknown_instance', true);
  end if;
  c := public.conversation_for(o.user_id, p_chat, p_nome);
  insert into public.chat_messages
    (user_id, conversa_id, atendimento_id, instance_name, wa_message_id, remote_jid, phone, direction, autor, body)
  values (o.user_id, c.id, c.atendimento_id, lower(p_instance), p_wa_id, c.chat, c.telefone, 'in', 'cliente', p_texto)
  on conflict (instance_name, wa_message_id) where wa_message_id is not null do nothing
  returning id into v_id;
  return public.conversation_json(c) || jsonb_build_object('duplicate', v_id is null);
end;
$$;

-- The client's message is for the assistant: the attendance open now, or a new one (status
-- 'assistente'). Answers the conversation as it is after.
create or replace function public.open_attendance(p_conversa uuid, p_wa_id text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c     public.conversas;
  v_at  timestamptz;
  v_att uuid;
begin
  select * into c from public.conversas where id = p_conversa for update;
  select m.created_at into v_at from public.chat_messages m
  where m.conversa_id = c.id and m.wa_message_id = p_wa_id;
  v_at := coalesce(v_at, now());
  if c.atendimento_id is null then
    insert into public.g_atendimento (id_dono, conversa_id, status, data_atendimento, ultima_mensagem_em,
                                      assumido)
    values (c.id_dono, c.id, 'em_andamento', v_at, v_at, c.estado in ('aguardando', 'voce'))
    returning id into v_att;
    -- A conversation the owner had paused stays theirs; otherwise the assistant answers.
    update public.conversas
    set atendimento_id = v_att,
        estado = case when estado in ('aguardando', 'voce') then estado else 'assistente' end
    where id = c.id
    returning * into c;
    update public.chat_messages set atendimento_id = v_att
    where conversa_id = c.id and wa_message_id = p_wa_id;
  end if;
  return public.conversation_json(c);
end;
$$;

-- A platform send, before it goes out: its message as 'enviando' in the conversation with that
-- number (created when the client never wrote), in the attendance open now. Returns the message id
-- and where to send it ({message_id, instance_name, chat, …conversation}); null instance_name when the
-- owner has no WhatsApp instance. With p_unless_paused (the assistant's replies), a paused
-- conversation records nothing and answers {paused: true}: decided under the conversation's lock, so
-- a takeover at the same moment either comes first or finds the reply recorded.
create or replace function public.begin_send(
  p_user uuid, p_chat text, p_autor text, p_texto text, p_unless_paused boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c     public.conversas;
  v_id  uuid;
  v_ins text;
begin
  if p_autor not in ('assistente', 'voce', 'plataforma') then
    raise exception 'autor must be assistente, voce or plataforma' using errcode = '22023';
  end if;
  select w.instance_name into v_ins from public.whatsapp_instances w where w.user_id = p_user;
  -- A number no client can write from ('123' typed in the agenda) is no conversation: it is sent
  -- unrecorded ({message_id: null}), and the gateway says why it is refused.
  if regexp_replace(coalesce(p_chat, ''), '\D', '', 'g') !~ '^[0-9]{8,20}$'
     or public.phone_key(p_chat) !~ '^[0-9]{8,15}$' then
    return jsonb_build_object('message_id', null, 'instance_name', v_ins,
                              'chat', regexp_replace(coalesce(p_chat, ''), '\D', '', 'g'));
  end if;
  c := public.conversation_for(p_user, p_chat);
  if p_unless_paused and c.estado in ('aguardando', 'voce') then
    return public.conversation_json(c) || jsonb_build_object('paused', true);
  end if;
  insert into public.chat_messages
    (user_id, conversa_id, atendimento_id, instance_name, remote_jid, phone, direction, autor, body, status)
  values (p_user, c.id, c.atendimento_id, v_ins, c.chat, c.telefone, 'out', p_autor, p_texto, 'enviando')
  returning id into v_id;
  return public.conversation_json(c) || jsonb_build_object('message_id', v_id, 'instance_name', v_ins);
end;
$$;

-- The send went out with the gateway's id. If the gateway's echo was recorded first under that id
-- (it did not find this row), that record gives way to this one.
create or replace function public.finish_send(p_message uuid, p_wa_id text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m public.chat_messages;
begin
  select * into m from public.chat_messages where id = p_message for update;
  if m.id is null then
    return;
  end if;
  if p_wa_id is not null then
    delete from public.chat_messages
    where instance_name = m.instance_name and wa_message_id = p_wa_id and id <> m.id;
  end if;
  update public.chat_messages
  set status = 'enviada', wa_message_id = coalesce(p_wa_id, wa_message_id)
  where id = p_message;
end;
$$;

-- The send failed: nothing is recorded as sent.
create or replace function public.fail_send(p_message uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.chat_messages where id = p_message and status = 'enviando';
$$;

-- A message of the instance's own number reported by the gateway (messages.upsert fromMe, or
-- send.message). Known id: nothing to do. A platform send of the same text to that chat still
-- 'enviando': that is its echo, the id attached. Otherwise, sent through the gateway's API
-- (send.message, p_via_api): an assistant published before its replies went through assistant-reply
-- (it posts to the gateway itself until it is activated again), recorded as the assistant's. Else the
-- owner typed it on the phone: recorded as theirs, and the assistant pauses for that client
-- ({typed_on_phone: true}).
create or replace function public.record_own_message(
  p_instance text, p_wa_id text, p_chat text, p_texto text, p_via_api boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  o    record;
  c    public.conversas;
  v_id uuid;
begin
  select * into o from public.instance_owner(p_instance);
  if o.user_id is null then
    return jsonb_build_object('unknown_instance', true);
  end if;
  if exists (select 1 from public.chat_messages
             where instance_name = lower(p_instance) and wa_message_id = p_wa_id) then
    return jsonb_build_object('duplicate', true);
  end if;
  c := public.conversation_for(o.user_id, p_chat);
  update public.chat_messages
  set wa_message_id = p_wa_id
  where id = (select m.id from public.chat_messages m
              where m.conversa_id = c.id and m.status = 'enviando' and m.wa_message_id is null
                and m.body = p_texto and m.created_at > now() - interval '10 minutes'
              order by m.created_at limit 1)
  returning id into v_id;
  if v_id is not null then
    return public.conversation_json(c) || jsonb_build_object('duplicate', false, 'typed_on_phone', false);
  end if;
  insert into public.chat_messages
    (user_id, conversa_id, atendimento_id, instance_name, wa_message_id, remote_jid, phone, direction, autor, body)
  values (o.user_id, c.id, c.atendimento_id, lower(p_instance), p_wa_id, c.chat, c.telefone, 'out',
          case when p_via_api then 'assistente' else 'voce' end, p_texto);
  if p_via_api then
    return public.conversation_json(c) || jsonb_build_object('duplicate', false, 'typed_on_phone', false);
  end if;
  c := public.pause_conversation(c.id, 'voce', null);
  return public.conversation_json(c) || jsonb_build_object('duplicate', false, 'typed_on_phone', true);
end;
$$;

------------------------------------------------------------------------------------------------
-- Takeover, hand-off, closing
------------------------------------------------------------------------------------------------

-- Pauses the assistant for the conversation: 'voce' (the owner answers) or 'aguardando' (the
-- assistant handed off, with its reason). The attendance open now counts as taken over.
create or replace function public.pause_conversation(p_conversa uuid, p_estado text, p_motivo text)
returns public.conversas
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.conversas;
begin
  if p_estado not in ('voce', 'aguardando') then
    raise exception 'estado must be voce or aguardando' using errcode = '22023';
  end if;
  update public.conversas
  set estado = p_estado,
      pausado_em = coalesce(case when estado in ('voce', 'aguardando') then pausado_em end, now()),
      motivo_transferencia = case when p_estado = 'aguardando' then left(nullif(btrim(p_motivo), ''), 300) end
  where id = p_conversa
  returning * into c;
  if c.atendimento_id is not null then
    update public.g_atendimento set assumido = true where id = c.atendimento_id;
  end if;
  return c;
end;
$$;

-- 'Devolver ao assistente': the assistant answers again ('concluida' when no attendance is open).
create or replace function public.resume_conversation(p_conversa uuid)
returns public.conversas
language sql
volatile
security definer
set search_path = ''
as $$
  update public.conversas
  set estado = case when atendimento_id is null then 'concluida' else 'assistente' end,
      pausado_em = null, motivo_transferencia = null
  where id = p_conversa
  returning *;
$$;

-- The assistant's hand-off (transferir_para_humano) for the client writing from p_chat; {ja_pausado:
-- true} when a person already had the conversation (nothing changed: nobody is told twice).
create or replace function public.hand_off_conversation(p_user uuid, p_chat text, p_motivo text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.conversas;
begin
  c := public.conversation_for(p_user, p_chat);
  if c.estado in ('aguardando', 'voce') then
    return public.conversation_json(c) || jsonb_build_object('ja_pausado', true);
  end if;
  c := public.pause_conversation(c.id, 'aguardando', coalesce(nullif(btrim(p_motivo), ''), 'Sem motivo informado'));
  return public.conversation_json(c) || jsonb_build_object('ja_pausado', false);
end;
$$;

-- Closes an attendance: concluded with its duration and first-contact resolution; the conversation
-- is no longer paused; the survey queued when the owner wants it and the client did not opt out (and
-- wrote at all). Returns whether it closed (false when it was closed already, or, with
-- p_silent_before, when a message came at or after that instant).
create or replace function public.close_attendance(p_atendimento uuid, p_por text, p_silent_before timestamptz default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  a        public.g_atendimento;
  c        public.conversas;
  v_survey boolean;
begin
  -- The conversation first, then its attendance: the order every writer of both takes (a message
  -- recorded locks its conversation, then touches the attendance), so closing never deadlocks with it.
  select * into c from public.conversas
  where id = (select x.conversa_id from public.g_atendimento x where x.id = p_atendimento)
  for update;
  select * into a from public.g_atendimento where id = p_atendimento and status = 'em_andamento' for update;
  if a.id is null
     or coalesce(a.ultima_mensagem_em, a.data_atendimento) >= coalesce(p_silent_before, 'infinity') then
    return false;
  end if;
  select coalesce(r.pesquisa, true) and c.opt_out_em is null
         and exists (select 1 from public.chat_messages m where m.atendimento_id = a.id and m.autor = 'cliente')
  into v_survey
  from (select 1) one left join public.reminder_settings r on r.id_dono = a.id_dono;
  update public.g_atendimento
  set status = 'concluido',
      encerrado_em = now(),
      encerrado_por = p_por,
      duracao_atendimento = greatest(0, round(extract(epoch from coalesce(a.ultima_mensagem_em, a.data_atendimento)
                                                              - a.data_atendimento) / 60))::integer,
      resolvido_primeiro_contato = not a.assumido,
      pesquisa = case when v_survey then 'na_fila' end,
      pesquisa_em = case when v_survey then now() end
  where id = a.id;
  update public.conversas
  set estado = 'concluida', atendimento_id = null, pausado_em = null, motivo_transferencia = null
  where id = c.id;
  return true;
end;
$$;

-- The minute job: attendances silent for conversation_idle_minutes() close; a paused conversation
-- with no attendance open (the owner wrote first) is given back after the same silence. Returns how
-- many attendances closed.
create or replace function public.close_idle_attendances()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limit timestamptz := now() - make_interval(mins => public.conversation_idle_minutes());
  v_id    uuid;
  v_count integer := 0;
begin
  -- Not locked here: close_attendance locks each in the writers' order and skips one closed meanwhile.
  for v_id in
    select a.id from public.g_atendimento a
    where a.status = 'em_andamento' and coalesce(a.ultima_mensagem_em, a.data_atendimento) < v_limit
    order by a.ultima_mensagem_em
  loop
    if public.close_attendance(v_id, 'inatividade', v_limit) then
      v_count := v_count + 1;
    end if;
  end loop;
  update public.conversas
  set estado = 'concluida', pausado_em = null, motivo_transferencia = null
  where estado in ('aguardando', 'voce') and atendimento_id is null and ultima_mensagem_em < v_limit;
  return v_count;
end;
$$;

------------------------------------------------------------------------------------------------
-- Survey and opt-out
------------------------------------------------------------------------------------------------

-- Claims the surveys due (queued, or a lease run out) for one dispatcher, as claim_due_reminders;
-- with p_atendimento, only that attendance's (the owner's 'Concluir' sends it at once).
create or replace function public.claim_due_surveys(
  p_limit integer default 50, p_lease_seconds integer default 120, p_atendimento uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_rows jsonb;
begin
  with due as (
    select a.id from public.g_atendimento a
    where a.pesquisa in ('na_fila', 'enviando') and a.pesquisa_em <= now()
      and (p_atendimento is null or a.id = p_atendimento)
    order by a.pesquisa_em
    limit p_limit
    for update skip locked
  ),
  claimed as (
    update public.g_atendimento a
    set pesquisa = 'enviando', pesquisa_em = now() + make_interval(secs => p_lease_seconds),
        pesquisa_tentativas = a.pesquisa_tentativas + 1
    from due d where a.id = d.id
    returning a.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', x.id, 'attempts', x.pesquisa_tentativas, 'user_id', c.user_id, 'chat', c.chat,
           'opt_out', c.opt_out_em is not null, 'negocio', b.negocio)), '[]'::jsonb)
  into v_rows
  from claimed x
  join public.conversas c on c.id = x.conversa_id
  cross join lateral public.owner_business(x.id_dono) b;
  return v_rows;
end;
$$;

-- The survey's outcome: 'sent'; 'retry' (again in 1, 2, 4, 8 minutes, failed after
-- reminder_max_attempts()); 'failed'; 'skipped' (the client opted out meanwhile: never asked).
create or replace function public.finish_survey(p_id uuid, p_outcome text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'retry', 'failed', 'skipped') then
    raise exception 'outcome must be sent, retry, failed or skipped' using errcode = '22023';
  end if;
  update public.g_atendimento a
  set pesquisa = case
                   when p_outcome = 'sent' then 'enviada'
                   when p_outcome = 'skipped' then null
                   when p_outcome = 'retry' and a.pesquisa_tentativas < public.reminder_max_attempts() then 'na_fila'
                   else 'falhou' end,
      pesquisa_em = case
                      when p_outcome = 'sent' then now()
                      when p_outcome = 'retry' then now() + make_interval(mins => power(2, a.pesquisa_tentativas - 1)::integer)
                      else a.pesquisa_em end
  where a.id = p_id and a.pesquisa = 'enviando';
end;
$$;

-- The newest question the platform asked this conversation's client: 'pesquisa' (a survey sent in
-- the last 24 h and not answered), 'lembrete' (a WhatsApp reminder waiting for its answer) or null.
create or replace function public.pending_question(p_conversa uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select q.kind from (
    select 'pesquisa' as kind, a.pesquisa_em as asked_at
    from public.g_atendimento a
    where a.conversa_id = p_conversa and a.pesquisa = 'enviada' and a.avaliacao_cliente is null
      and a.pesquisa_em > now() - interval '24 hours'
    union all
    select 'lembrete', n.sent_at
    from public.conversas c
    join public.notifications n on n.id_dono = c.id_dono and n.channel = 'whatsapp'
      and public.phone_key(n.recipient) = c.telefone
    where c.id = p_conversa and n.status = 'sent' and n.answered_at is null
      and n.template in ('lembrete_24h', 'lembrete_1h', 'lembrete_manual')
      and n.sent_at > now() - interval '48 hours'
  ) q
  order by q.asked_at desc
  limit 1;
$$;

-- The client's 0–10 answer to the survey: recorded on the attendance that asked it when the survey is
-- the newest question; {matched, negocio}.
create or replace function public.answer_survey(p_conversa uuid, p_nota integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id  uuid;
  v_dono text;
begin
  if p_nota is null or p_nota not between 0 and 10 or public.pending_question(p_conversa) is distinct from 'pesquisa' then
    return jsonb_build_object('matched', false);
  end if;
  update public.g_atendimento a
  set avaliacao_cliente = p_nota
  where a.id = (select x.id from public.g_atendimento x
                where x.conversa_id = p_conversa and x.pesquisa = 'enviada' and x.avaliacao_cliente is null
                order by x.pesquisa_em desc limit 1)
  returning a.id, a.id_dono into v_id, v_dono;
  return jsonb_build_object('matched', v_id is not null, 'atendimento_id', v_id,
                            'negocio', (select b.negocio from public.owner_business(v_dono) b));
end;
$$;

-- SAIR (p_sair true) and VOLTAR: the client's choice about reminders and surveys; {negocio}.
create or replace function public.set_opt_out(p_conversa uuid, p_sair boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.conversas;
begin
  update public.conversas
  set opt_out_em = case when p_sair then coalesce(opt_out_em, now()) end
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
         || jsonb_build_object('negocio', (select b.negocio from public.owner_business(c.id_dono) b));
end;
$$;

-- Whether a number wrote SAIR to that owner.
create or replace function public.opted_out(p_id_dono text, p_phone text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.conversas c
                 where c.id_dono = p_id_dono and c.telefone = public.phone_key(p_phone)
                   and c.opt_out_em is not null);
$$;

------------------------------------------------------------------------------------------------
-- A message kept for the assistant is withheld once a person has the conversation
------------------------------------------------------------------------------------------------

-- assistant-forward offers a message n8n did not take again later; if the owner took the conversation
-- over (or the assistant handed it off) meanwhile, it is 'withheld', never forwarded.
alter table public.assistant_deliveries drop constraint assistant_deliveries_status_check;
alter table public.assistant_deliveries add constraint assistant_deliveries_status_check
  check (status in ('pending', 'forwarded', 'expired', 'withheld'));

-- Whether the assistant is paused for the owner's client writing from p_chat.
create or replace function public.conversation_paused(p_user uuid, p_chat text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select c.estado in ('aguardando', 'voce') from public.conversas c
                   where c.user_id = p_user and c.telefone = public.phone_key(p_chat)), false);
$$;

------------------------------------------------------------------------------------------------
-- Reminders skip a client who opted out
------------------------------------------------------------------------------------------------

create or replace function public.enqueue_due_reminders(p_agendamento uuid default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hoje  date := (now() at time zone 'America/Sao_Paulo')::date;
  v_count integer;
begin
  insert into public.notifications
    (id_dono, agendamento_id, channel, template, recipient, payload, status, scheduled_for, for_start)
  select a.id_dono, a.id, c.channel, k.template, c.recipient,
         jsonb_build_object('nome', coalesce(nullif(btrim(a.nome), ''), 'cliente'),
                            'data', to_char(a.data, 'DD/MM/YYYY'), 'hora', to_char(a.inicio, 'HH24:MI')),
         'scheduled', a.starts_at - k.antes, a.starts_at
  from (
    select g.*, public.appointment_start(g.data, g.inicio) as starts_at
    from public.g_agenda g
    -- Anything starting in the next 24 h is on today's or tomorrow's date in São Paulo.
    where g.data between v_hoje and v_hoje + 1
      and g.status in ('agendado', 'confirmado', 'reagendado')
      and (p_agendamento is null or g.id = p_agendamento)
  ) a
  join public.reminder_settings r on r.id_dono = a.id_dono
  cross join lateral (values ('lembrete_24h', interval '24 hours', r.antes24h),
                             ('lembrete_1h', interval '1 hour', r.antes1h)) k(template, antes, wanted)
  cross join lateral (values ('whatsapp', r.whatsapp, public.whatsapp_recipient(a.num_cliente)),
                             ('email', r.email, lower(a.email_cliente))) c(channel, enabled, recipient)
  where a.starts_at > now()
    and a.starts_at - k.antes <= now()
    and k.wanted
    and not (k.template = 'lembrete_24h' and r.antes1h and a.starts_at - interval '1 hour' <= now())
    and c.enabled
    and c.recipient is not null
    -- A client who wrote SAIR gets no reminder on any channel.
    and not public.opted_out(a.id_dono, a.num_cliente)
  on conflict (agendamento_id, channel, template, for_start) where template in ('lembrete_24h', 'lembrete_1h')
  do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

------------------------------------------------------------------------------------------------
-- The minute jobs, with attendances closing
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

  -- What each job counted ({"reminders": 2, "subscriptions": 0, "attendances": 1}); "failed" names
  -- the jobs that raised.
  if v_failed <> '{}' then
    v_done := v_done || jsonb_build_object('failed', v_failed);
  end if;
  return v_done;
end;
$$;

------------------------------------------------------------------------------------------------
-- Grants: the service role only
------------------------------------------------------------------------------------------------

do $$
declare
  f text;
begin
  foreach f in array array[
    'public.conversation_idle_minutes()', 'public.phone_key(text)', 'public.instance_owner(text)',
    'public.conversation_for(uuid, text, text)', 'public.conversation_json(public.conversas)',
    'public.record_incoming(text, text, text, text, text)', 'public.open_attendance(uuid, text)',
    'public.begin_send(uuid, text, text, text, boolean)', 'public.finish_send(uuid, text)', 'public.fail_send(uuid)',
    'public.record_own_message(text, text, text, text, boolean)',
    'public.pause_conversation(uuid, text, text)', 'public.resume_conversation(uuid)',
    'public.hand_off_conversation(uuid, text, text)', 'public.close_attendance(uuid, text, timestamptz)',
    'public.close_idle_attendances()', 'public.claim_due_surveys(integer, integer, uuid)',
    'public.finish_survey(uuid, text)', 'public.pending_question(uuid)', 'public.answer_survey(uuid, integer)',
    'public.set_opt_out(uuid, boolean)', 'public.opted_out(text, text)', 'public.conversation_paused(uuid, text)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end;
$$;
