-- notifications: notices sent to an owner's clients (reschedule/cancel) and reminders
-- scheduled before appointments. Written by the send-notification function and the reminder
-- worker (service role); the owner only reads.
create table public.notifications (
  id             uuid primary key default gen_random_uuid(),
  id_dono        text not null references public.profiles (id_dono) on delete cascade on update cascade,
  agendamento_id uuid references public.g_agenda (id) on delete cascade,
  channel        text not null check (channel in ('whatsapp', 'email')),
  -- A new template needs a migration on purpose: the sender must know how to render it.
  template       text not null check (template in ('agendamento_reagendado', 'agendamento_cancelado',
                                                   'lembrete_24h', 'lembrete_1h', 'lembrete_manual')),
  recipient      text not null,        -- phone digits or e-mail address
  payload        jsonb not null default '{}',   -- {nome, data, hora, …}
  status         text not null default 'scheduled' check (status in ('scheduled', 'sent', 'failed')),
  scheduled_for  timestamptz,
  sent_at        timestamptz,
  error          text,
  created_at     timestamptz not null default now()
);
create index notifications_dono_created_idx on public.notifications (id_dono, created_at desc);
create index notifications_agendamento_idx on public.notifications (agendamento_id);
-- The reminder worker's queue: due reminders only.
create index notifications_due_idx on public.notifications (scheduled_for) where status = 'scheduled';
-- One automatic reminder per appointment, channel and kind, so a worker can
-- `insert … on conflict (agendamento_id, channel, template) where template in ('lembrete_24h','lembrete_1h') do nothing`.
create unique index notifications_one_auto_reminder
  on public.notifications (agendamento_id, channel, template)
  where template in ('lembrete_24h', 'lembrete_1h');

alter table public.notifications enable row level security;
create policy notifications_select_own on public.notifications
  for select to authenticated using (id_dono = (select public.current_id_dono()));

-- reminder_settings: one row per owner (the agenda's reminder card; the original kept it only in
-- the page, here it is saved). Defaults: 24 h on, 1 h on, WhatsApp on, e-mail off.
create table public.reminder_settings (
  id_dono    text primary key references public.profiles (id_dono) on delete cascade on update cascade,
  antes24h   boolean not null default true,
  antes1h    boolean not null default true,
  whatsapp   boolean not null default true,
  email      boolean not null default false,
  updated_at timestamptz not null default now()
);

create trigger reminder_settings_set_updated_at
  before update on public.reminder_settings
  for each row execute function public.set_updated_at();

alter table public.reminder_settings enable row level security;
create policy reminder_settings_select_own on public.reminder_settings
  for select to authenticated using (id_dono = (select public.current_id_dono()));
-- Insert allowed for an owner whose row is missing (created at sign-up otherwise).
create policy reminder_settings_insert_own on public.reminder_settings
  for insert to authenticated with check (id_dono = (select public.current_id_dono()));
create policy reminder_settings_update_own on public.reminder_settings
  for update to authenticated
  using (id_dono = (select public.current_id_dono()))
  with check (id_dono = (select public.current_id_dono()));
