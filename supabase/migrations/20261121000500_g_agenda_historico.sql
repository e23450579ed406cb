-- g_agenda_historico: the agenda's history card (acao, detalhes, data,
-- usuario), written only by the trigger below so the card shows what really happened.
create table public.g_agenda_historico (
  id             uuid primary key default gen_random_uuid(),
  id_dono        text not null references public.profiles (id_dono) on delete cascade on update cascade,
  -- set null: the history of an appointment outlives the appointment row
  agendamento_id uuid references public.g_agenda (id) on delete set null,
  acao           text not null,      -- e.g. 'Agendamento confirmado'
  detalhes       text,               -- e.g. 'Maria Oliveira — 21/11/2026 às 14:00'
  data           timestamptz not null default now(),
  usuario        text not null       -- who did it: the signed-in person, 'Assistente' or 'Sistema'
);
create index g_agenda_historico_dono_data_idx on public.g_agenda_historico (id_dono, data desc);
create index g_agenda_historico_agendamento_idx on public.g_agenda_historico (agendamento_id);

-- SECURITY DEFINER: the history table has no write policy, customers cannot forge entries.
-- Free slots created in bulk (status disponivel) are not logged, nor updates that only touch
-- bookkeeping columns (google_event_id by the calendar sync).
create or replace function public.g_agenda_log_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_acao     text;
  v_detalhes text;
  v_usuario  text;
  v_quando   text := to_char(new.data, 'DD/MM/YYYY') || ' às ' || to_char(new.inicio, 'HH24:MI');
  v_quem     text := coalesce(nullif(btrim(new.nome), ''), 'Cliente');
begin
  if tg_op = 'INSERT' then
    if new.status = 'disponivel' then
      return null;
    end if;
    v_acao := 'Agendamento criado';
  else
    if (new.data, new.inicio, new.fim, new.status, new.nome, new.num_cliente, new.desc_agendamento, new.local)
       is not distinct from
       (old.data, old.inicio, old.fim, old.status, old.nome, old.num_cliente, old.desc_agendamento, old.local) then
      return null;
    end if;
    if new.status = 'cancelado' and old.status <> 'cancelado' then
      v_acao := 'Agendamento cancelado';
    elsif new.status = 'disponivel' and old.status <> 'disponivel' then
      v_acao := 'Horário liberado';
    elsif old.status = 'disponivel' then
      v_acao := 'Agendamento criado';
    elsif (new.data, new.inicio) is distinct from (old.data, old.inicio) or
          (new.status = 'reagendado' and old.status <> 'reagendado') then
      v_acao := 'Agendamento reagendado';
      v_detalhes := v_quem || ' — de ' || to_char(old.data, 'DD/MM/YYYY') || ' às '
                    || to_char(old.inicio, 'HH24:MI') || ' para ' || v_quando;
    elsif new.status = 'confirmado' and old.status <> 'confirmado' then
      v_acao := 'Agendamento confirmado';
    else
      v_acao := 'Agendamento atualizado';
    end if;
  end if;

  v_usuario := coalesce(
    (select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p where p.id = auth.uid()),
    case when auth.role() = 'service_role' then 'Assistente' end,
    'Sistema');

  insert into public.g_agenda_historico (id_dono, agendamento_id, acao, detalhes, usuario)
  values (new.id_dono, new.id, v_acao, coalesce(v_detalhes, v_quem || ' — ' || v_quando), v_usuario);
  return null;
end;
$$;
revoke execute on function public.g_agenda_log_history() from public, anon, authenticated;

create trigger g_agenda_log_history
  after insert or update on public.g_agenda
  for each row execute function public.g_agenda_log_history();

alter table public.g_agenda_historico enable row level security;

-- Read-only for the owner; no INSERT/UPDATE/DELETE policy (written by the trigger only).
create policy g_agenda_historico_select_own on public.g_agenda_historico
  for select to authenticated using (id_dono = (select public.current_id_dono()));
