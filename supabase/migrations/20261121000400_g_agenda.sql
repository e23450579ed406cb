-- g_agenda: appointments and free slots of an owner.
create table public.g_agenda (
  id               uuid primary key default gen_random_uuid(),
  -- ON UPDATE CASCADE only lets the service role re-key an owner (the seed's fixed demo code);
  -- customers cannot change their id_dono (profiles_guard).
  id_dono          text not null references public.profiles (id_dono) on delete cascade on update cascade,
  data             date not null,
  inicio           time not null,
  fim              time not null,
  nome             text,              -- client name; null on a free slot
  num_cliente      text,              -- client phone (digits, 55 + DDD + number)
  desc_agendamento text,
  local            text default 'Presencial' check (local in ('Presencial', 'Online')),
  -- disponivel = a free slot offered to clients (counted by the occupancy metrics).
  status           text not null default 'agendado'
                   check (status in ('agendado', 'confirmado', 'reagendado', 'cancelado', 'disponivel')),
  foi_reagendado   boolean not null default false,
  google_event_id  text,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  constraint g_agenda_fim_after_inicio check (fim > inicio)
);

-- Agenda reads: by owner [and day], ordered by data then inicio — and the
-- dashboard's next 5 appointments, walked in order from (today, now).
create index g_agenda_dono_data_inicio_idx on public.g_agenda (id_dono, data, inicio);
-- Counts by status (agenda stat cards, dashboard stats RPC). INCLUDE lets the stats RPC aggregate
-- the owner's rows in one index-only scan, without visiting the table.
create index g_agenda_dono_status_data_idx on public.g_agenda (id_dono, status, data)
  include (inicio, foi_reagendado);

-- updated_at, and foi_reagendado kept true by the database once an appointment was moved (the
-- agenda's reschedule sets status 'reagendado' with the new date/time; a later confirmation keeps
-- the flag), so the rescheduling rate is real whatever client wrote the row.
create or replace function public.g_agenda_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'reagendado' then
    new.foi_reagendado := true;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
    if old.status <> 'disponivel' and new.status <> 'disponivel'
       and (new.data, new.inicio) is distinct from (old.data, old.inicio) then
      new.foi_reagendado := true;
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function public.g_agenda_before_write() from public, anon, authenticated;

create trigger g_agenda_before_write
  before insert or update on public.g_agenda
  for each row execute function public.g_agenda_before_write();

alter table public.g_agenda enable row level security;

-- Everything by owner code. WITH CHECK stops inserting for, or moving a row to, another owner.
create policy g_agenda_select_own on public.g_agenda
  for select to authenticated using (id_dono = (select public.current_id_dono()));
create policy g_agenda_insert_own on public.g_agenda
  for insert to authenticated with check (id_dono = (select public.current_id_dono()));
create policy g_agenda_update_own on public.g_agenda
  for update to authenticated
  using (id_dono = (select public.current_id_dono()))
  with check (id_dono = (select public.current_id_dono()));
create policy g_agenda_delete_own on public.g_agenda
  for delete to authenticated using (id_dono = (select public.current_id_dono()));
