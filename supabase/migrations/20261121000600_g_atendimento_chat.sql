-- g_atendimento: one conversation handled by the assistant (dashboard metrics).
-- Written by the assistant pipeline with the service role; the owner only reads.
create table public.g_atendimento (
  id                         uuid primary key default gen_random_uuid(),
  id_dono                    text not null references public.profiles (id_dono) on delete cascade on update cascade,
  -- The original only had 'concluido'; 'em_andamento' marks a conversation still open, so the
  -- metrics (which count concluido) never count a half-finished one.
  status                     text not null default 'em_andamento' check (status in ('em_andamento', 'concluido')),
  avaliacao_cliente          integer check (avaliacao_cliente between 0 and 10),  -- NPS scale
  duracao_atendimento        integer check (duracao_atendimento >= 0),           -- minutes
  data_atendimento           timestamptz not null default now(),
  -- Stored so first-contact resolution is computed, not the original's fixed 92%.
  resolvido_primeiro_contato boolean,
  created_at                 timestamptz not null default now()
);
-- Dashboard: all-time aggregates and the 6-month trend by owner.
create index g_atendimento_dono_data_idx on public.g_atendimento (id_dono, data_atendimento);

alter table public.g_atendimento enable row level security;
create policy g_atendimento_select_own on public.g_atendimento
  for select to authenticated using (id_dono = (select public.current_id_dono()));
-- No write policy: attendances are recorded by server functions.

-- chat_messages: WhatsApp messages through the owner's instance (dashboard message count).
-- Written by the gateway's webhook handler (service role); the owner only reads.
create table public.chat_messages (
  id         uuid primary key default gen_random_uuid(),
  user_id    uuid not null references auth.users (id) on delete cascade,
  id_dono    text not null references public.profiles (id_dono) on delete cascade on update cascade,
  remote_jid text,                    -- WhatsApp id as the gateway sends it (5511…@s.whatsapp.net)
  phone      text,                    -- the same number, normalised to digits
  direction  text not null check (direction in ('in', 'out')),
  body       text,
  created_at timestamptz not null default now()
);
create index chat_messages_user_created_idx on public.chat_messages (user_id, created_at);
create index chat_messages_dono_idx on public.chat_messages (id_dono);  -- FK cascade on owner delete

-- id_dono is derived from user_id, so the read policy (user_id) and the owner cascade (id_dono)
-- always speak of the same customer. SECURITY DEFINER to read the profile whoever writes; row-level
-- security still decides afterwards whether the write is allowed at all.
create or replace function public.chat_messages_set_dono()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.id_dono := (select p.id_dono from public.profiles p where p.id = new.user_id);
  if new.id_dono is null then
    raise exception 'no profile for user %', new.user_id using errcode = '23503';
  end if;
  return new;
end;
$$;
revoke execute on function public.chat_messages_set_dono() from public, anon, authenticated;

create trigger chat_messages_set_dono
  before insert or update of user_id, id_dono on public.chat_messages
  for each row execute function public.chat_messages_set_dono();

alter table public.chat_messages enable row level security;
create policy chat_messages_select_own on public.chat_messages
  for select to authenticated using (user_id = (select auth.uid()));
