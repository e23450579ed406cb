-- A business is a team: professionals (profissionais) with their own weekly hours and the services
-- they perform; services with their own duration; appointments that name their professional, and no
-- overlap per professional (two professionals may be booked at the same time, one cannot be booked
-- twice). Every owner gets one professional, themself (titular), whose hours follow the Agenda step:
-- a business that never adds a second books exactly as before.
-- The owner's numbers (duration grid, gap, notice, window, max per day) stay on agent_configs.schedule
-- and apply to every professional; max_agendamentos_dia counts per professional and day.

------------------------------------------------------------------------------------------------
-- Professionals
------------------------------------------------------------------------------------------------

create table public.profissionais (
  id         uuid primary key default gen_random_uuid(),
  -- The signed-in owner's code when the browser leaves it out (the guard); row-level security refuses another's.
  id_dono    text not null default '' references public.profiles (id_dono) on delete cascade on update cascade,
  nome       text not null,
  ativo      boolean not null default true,
  ordem      integer not null default 0,
  -- The weekly part of a schedule: {"dias": {"segunda": {ativo, horario_inicio, horario_fim, intervalos}, …}}
  -- (or the older flat fields). The owner's numbers come from agent_configs.schedule.
  agenda     jsonb not null,
  -- agent_products codigos they perform; empty = every service.
  servicos   text[] not null default '{}',
  -- The owner themself: one per owner, created and kept in sync from the Agenda step.
  titular    boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profissionais_dono_ordem_idx on public.profissionais (id_dono, ordem, nome);
create unique index profissionais_one_titular_idx on public.profissionais (id_dono) where titular;

-- Appointments name their professional and the service booked (codigo); filled below.
alter table public.g_agenda
  add column id_profissional uuid references public.profissionais (id),
  add column servico text;

create trigger profissionais_set_updated_at
  before update on public.profissionais
  for each row execute function public.set_updated_at();

alter table public.profissionais enable row level security;
create policy profissionais_select_own on public.profissionais
  for select to authenticated using (id_dono = (select public.current_id_dono()));
create policy profissionais_insert_own on public.profissionais
  for insert to authenticated with check (id_dono = (select public.current_id_dono()));
create policy profissionais_update_own on public.profissionais
  for update to authenticated
  using (id_dono = (select public.current_id_dono()))
  with check (id_dono = (select public.current_id_dono()));
-- No delete: appointments keep naming who served them; a professional is deactivated instead.
revoke all on public.profissionais from anon;
revoke delete, truncate on public.profissionais from authenticated;

-- The schedule keys that make a week (the rest are the owner's numbers).
create or replace function public.weekly_keys()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['dias', 'dias_atendimento', 'horario_inicio', 'horario_fim', 'intervalos'];
$$;

-- A professional's schedule as the engine reads it: the owner's numbers with the professional's week.
create or replace function public.professional_schedule(p_owner jsonb, p_agenda jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select (p_owner - public.weekly_keys())
         || coalesce((select jsonb_object_agg(k, v) from jsonb_each(p_agenda) e(k, v)
                      where k = any (public.weekly_keys())), '{}'::jsonb);
$$;

-- Why a week cannot be saved, in the Agenda step's words (mf-agent validateSchedule), or null: at
-- least one open day, each open day ending after it starts.
create or replace function public.agenda_problem(p_agenda jsonb)
returns text
language plpgsql
immutable
security definer
set search_path = ''
as $$
declare
  v_keys   text[] := array['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];
  v_labels text[] := array['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira',
                           'Sexta-feira', 'Sábado'];
  v_open   integer := 0;
  v_day    jsonb;
  v_ini    integer;
  v_fim    integer;
begin
  if jsonb_typeof(p_agenda) is distinct from 'object' then
    return 'Ative pelo menos um dia de atendimento.';
  end if;
  for i in 1..7 loop
    v_day := p_agenda -> 'dias' -> v_keys[i];
    if jsonb_typeof(v_day) = 'object' then
      continue when v_day -> 'ativo' is distinct from 'true'::jsonb;
      v_ini := public.booking_minutes(v_day ->> 'horario_inicio');
      v_fim := public.booking_minutes(v_day ->> 'horario_fim');
    else
      continue when p_agenda -> 'dias_atendimento' -> v_keys[i] is distinct from 'true'::jsonb;
      v_ini := public.booking_minutes(p_agenda ->> 'horario_inicio');
      v_fim := public.booking_minutes(p_agenda ->> 'horario_fim');
    end if;
    v_open := v_open + 1;
    if v_ini is null or v_fim is null then
      return v_labels[i] || ': informe os horários de início e de término.';
    end if;
    if v_fim <= v_ini then
      return v_labels[i] || ': o horário de término deve ser depois do horário de início.';
    end if;
  end loop;
  if v_open = 0 then
    return 'Ative pelo menos um dia de atendimento.';
  end if;
  return null;
end;
$$;

-- Future active appointments of a professional (today or later, São Paulo); a signed-in caller
-- counts only their own.
create or replace function public.professional_future_count(p_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.g_agenda a
  where a.id_profissional = p_id and a.data >= (now() at time zone 'America/Sao_Paulo')::date
    and a.status in ('agendado', 'confirmado', 'reagendado')
    and (coalesce(auth.role(), '') not in ('authenticated', 'anon') or a.id_dono = public.current_id_dono());
$$;

-- Server-owned columns, the rules of a saved professional, and deactivation's two refusals. Runs for
-- every writer; the browser may not set titular (42501 as elsewhere).
create or replace function public.profissionais_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_problem text;
  v_future  integer;
begin
  if current_user in ('authenticated', 'anon') then
    -- An owner code left out is the caller's; another owner's is refused by row-level security.
    if tg_op = 'INSERT' then
      new.id_dono := coalesce(nullif(new.id_dono, ''), public.current_id_dono());
      new.titular := false;
    elsif new.titular is distinct from old.titular then
      raise exception 'titular é definido pelo servidor' using errcode = '42501';
    end if;
  end if;
  new.nome := btrim(coalesce(new.nome, ''));
  if new.nome = '' or char_length(new.nome) > 100 then
    raise exception 'Informe o nome do profissional.' using errcode = '23514';
  end if;
  new.servicos := coalesce(new.servicos, '{}');
  v_problem := public.agenda_problem(new.agenda);
  if v_problem is not null then
    raise exception '%', v_problem using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and old.ativo and not new.ativo then
    if not exists (select 1 from public.profissionais p
                   where p.id_dono = new.id_dono and p.ativo and p.id <> new.id) then
      raise exception 'Mantenha pelo menos um profissional ativo.' using errcode = 'P0001';
    end if;
    -- desativar_profissional says what becomes of the future appointments; a plain update is told how many.
    if coalesce(current_setting('app.desativando', true), '') <> new.id::text then
      v_future := public.professional_future_count(new.id);
      if v_future > 0 then
        raise exception 'Este profissional tem % agendamento(s) futuro(s). Escolha manter ou transferir os agendamentos.',
          v_future using errcode = 'P0001', hint = v_future::text;
      end if;
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function public.profissionais_guard() from public, anon, authenticated;

create trigger profissionais_guard
  before insert or update on public.profissionais
  for each row execute function public.profissionais_guard();

------------------------------------------------------------------------------------------------
-- The titular: the owner themself, with the Agenda step's week
------------------------------------------------------------------------------------------------

-- The owner's titular professional, created from their schedule when missing. Security definer: it
-- runs from triggers of the browser's writes (an appointment insert, the Agenda step's save).
create or replace function public.titular_professional(p_id_dono text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  -- A signed-in caller (the browser's appointment insert) only ever reaches their own.
  if coalesce(auth.role(), '') in ('authenticated', 'anon') and p_id_dono is distinct from public.current_id_dono() then
    return null;
  end if;
  select p.id into v_id from public.profissionais p where p.id_dono = p_id_dono and p.titular;
  if v_id is not null or p_id_dono is null then
    return v_id;
  end if;
  insert into public.profissionais (id_dono, nome, agenda, titular, ordem)
  select pr.id_dono,
         coalesce(nullif(btrim(pr.full_name), ''), nullif(btrim(pr.business_name), ''), 'Profissional'),
         coalesce(a.schedule, '{"dias_atendimento": {"segunda": true}, "horario_inicio": "09:00", "horario_fim": "18:00"}'::jsonb),
         true, 0
  from public.profiles pr
  left join public.agent_configs a on a.user_id = pr.id
  where pr.id_dono = p_id_dono
  on conflict (id_dono) where titular do nothing
  returning id into v_id;
  if v_id is null then
    select p.id into v_id from public.profissionais p where p.id_dono = p_id_dono and p.titular;
  end if;
  return v_id;
end;
$$;
revoke execute on function public.titular_professional(text) from public, anon, authenticated;

-- Saving the Agenda step rewrites the titular's week (created first when missing). A schedule that
-- fails the professional's rules (never saved by the step: the sign-up default is fine) is skipped.
create or replace function public.agent_configs_sync_titular()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_dono text;
  v_id   uuid;
begin
  select p.id_dono into v_dono from public.profiles p where p.id = new.user_id;
  if v_dono is null or public.agenda_problem(new.schedule) is not null then
    return null;
  end if;
  v_id := public.titular_professional(v_dono);
  update public.profissionais p
  set agenda = (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(new.schedule) e(k, v)
                where k = any (public.weekly_keys()))
  where p.id = v_id
    and p.agenda is distinct from (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb)
                                   from jsonb_each(new.schedule) e(k, v) where k = any (public.weekly_keys()));
  return null;
end;
$$;
revoke execute on function public.agent_configs_sync_titular() from public, anon, authenticated;

create trigger agent_configs_sync_titular
  after insert or update of schedule on public.agent_configs
  for each row execute function public.agent_configs_sync_titular();

-- Every existing owner: themself, with their current week.
insert into public.profissionais (id_dono, nome, agenda, titular, ordem)
select pr.id_dono,
       coalesce(nullif(btrim(pr.full_name), ''), nullif(btrim(pr.business_name), ''), 'Profissional'),
       coalesce((select jsonb_object_agg(k, v) from jsonb_each(a.schedule) e(k, v) where k = any (public.weekly_keys())),
                '{"dias_atendimento": {"segunda": true}, "horario_inicio": "09:00", "horario_fim": "18:00"}'::jsonb),
       true, 0
from public.profiles pr
left join public.agent_configs a on a.user_id = pr.id
where pr.id_dono is not null
on conflict (id_dono) where titular do nothing;

------------------------------------------------------------------------------------------------
-- Services have a duration; appointments name their professional and service
------------------------------------------------------------------------------------------------

alter table public.agent_products
  add column duracao_minutos integer check (duracao_minutos between 5 and 720);

update public.g_agenda a set id_profissional = p.id
from public.profissionais p
where p.id_dono = a.id_dono and p.titular and a.id_profissional is null;

alter table public.g_agenda
  add constraint g_agenda_active_has_professional
    check (status not in ('agendado', 'confirmado', 'reagendado') or id_profissional is not null);
create index g_agenda_profissional_data_idx on public.g_agenda (id_profissional, data);

-- The owner of a professional (security definer: the browser's overlap check runs as itself); to a
-- signed-in caller only their own professionals have one.
create or replace function public.professional_owner(p_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.id_dono from public.profissionais p
  where p.id = p_id
    and (coalesce(auth.role(), '') not in ('authenticated', 'anon') or p.id_dono = public.current_id_dono());
$$;
revoke execute on function public.professional_owner(uuid) from public, anon, authenticated;
grant execute on function public.professional_owner(uuid) to authenticated;
revoke execute on function public.titular_professional(text) from public, anon, authenticated;
grant execute on function public.titular_professional(text) to authenticated;

-- Two active appointments of one professional never overlap. As before, a per-owner transaction lock
-- serialises every writer's check-and-write (the "any professional" choice reads the whole team);
-- an appointment without a professional gets the owner's titular; one of another owner's is refused.
create or replace function public.g_agenda_no_overlap()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A signed-in writer's row under another owner's code: row-level security refuses it next.
  if current_user = 'anon' then
    return new;
  elsif current_user = 'authenticated' and new.id_dono is distinct from public.current_id_dono() then
    return new;
  end if;
  if new.id_profissional is null and new.status in ('agendado', 'confirmado', 'reagendado') then
    new.id_profissional := public.titular_professional(new.id_dono);
  end if;
  if new.id_profissional is not null
     and (tg_op = 'INSERT' or new.id_profissional is distinct from old.id_profissional or new.id_dono is distinct from old.id_dono)
     and public.professional_owner(new.id_profissional) is distinct from new.id_dono then
    perform public.booking_error('22023', 'invalid_professional', 422);
  end if;
  if new.status not in ('agendado', 'confirmado', 'reagendado') then
    return new;
  end if;
  -- Confirming or touching an appointment that does not move is not a new claim on its time.
  if tg_op = 'UPDATE' and old.status in ('agendado', 'confirmado', 'reagendado')
     and (new.id_dono, new.data, new.inicio, new.fim, new.id_profissional)
         is not distinct from (old.id_dono, old.data, old.inicio, old.fim, old.id_profissional) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('g_agenda:' || new.id_dono, 0));
  if exists (select 1 from public.g_agenda a
             where a.id_dono = new.id_dono and a.data = new.data and a.id <> new.id
               and a.id_profissional = new.id_profissional
               and a.status in ('agendado', 'confirmado', 'reagendado')
               and a.inicio < new.fim and a.fim > new.inicio) then
    perform public.booking_error('23P01', 'slot_taken', 409);
  end if;
  return new;
end;
$$;
revoke execute on function public.g_agenda_no_overlap() from public, anon, authenticated;

------------------------------------------------------------------------------------------------
-- Deactivating a professional
------------------------------------------------------------------------------------------------

-- Deactivates a professional of the caller; their future appointments stay (p_destino null) or move
-- to another active professional of the same owner (all or nothing: 23P01 'slot_taken' when one of
-- them overlaps the destination's agenda). Answers how many moved. Runs as the caller, under RLS.
create or replace function public.desativar_profissional(p_id uuid, p_destino uuid default null)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_dono  text;
  v_moved integer := 0;
begin
  select p.id_dono into v_dono from public.profissionais p where p.id = p_id and p.ativo;
  if v_dono is null then
    perform public.booking_error('22023', 'invalid_professional', 422);
  end if;
  if p_destino is not null then
    if p_destino = p_id or not exists (select 1 from public.profissionais p
                                       where p.id = p_destino and p.id_dono = v_dono and p.ativo) then
      perform public.booking_error('22023', 'invalid_professional', 422);
    end if;
    update public.g_agenda a set id_profissional = p_destino
    where a.id_profissional = p_id and a.data >= (now() at time zone 'America/Sao_Paulo')::date
      and a.status in ('agendado', 'confirmado', 'reagendado');
    get diagnostics v_moved = row_count;
  end if;
  perform set_config('app.desativando', p_id::text, true);
  update public.profissionais set ativo = false where id = p_id;
  perform set_config('app.desativando', '', true);
  return v_moved;
end;
$$;
revoke execute on function public.desativar_profissional(uuid, uuid) from public, anon;
grant execute on function public.desativar_profissional(uuid, uuid) to authenticated, service_role;

------------------------------------------------------------------------------------------------
-- The engine per professional and service
------------------------------------------------------------------------------------------------

-- Start times of the weekday `dow` (0 = domingo) with the end of their segment: hours minus breaks
-- give segments; inside each, starts every duracao + gap minutes from the segment's start, each
-- leaving room for duracao before the segment's end. Minutes since midnight.
create or replace function public.booking_day_starts(p_schedule jsonb, p_dow integer)
returns table (ini integer, seg_fim integer)
language plpgsql
immutable
rows 20
set search_path = ''
as $$
declare
  v_key   text := (array['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'])[p_dow + 1];
  v_day   jsonb := p_schedule -> 'dias' -> v_key;
  v_dur   integer := public.booking_int(p_schedule -> 'duracao_atendimento', 30);
  v_step  integer := v_dur + greatest(public.booking_int(p_schedule -> 'tempo_entre_atendimentos', 0), 0);
  v_open  integer;
  v_close integer;
  v_breaks jsonb;
  v_cur   integer;
  b       record;
begin
  if v_dur <= 0 then
    return;
  end if;
  if jsonb_typeof(v_day) = 'object' then
    if v_day -> 'ativo' is distinct from 'true'::jsonb then
      return;
    end if;
    v_open := public.booking_minutes(v_day ->> 'horario_inicio');
    v_close := public.booking_minutes(v_day ->> 'horario_fim');
    v_breaks := v_day -> 'intervalos';
  else
    if p_schedule -> 'dias_atendimento' -> v_key is distinct from 'true'::jsonb then
      return;
    end if;
    v_open := public.booking_minutes(p_schedule ->> 'horario_inicio');
    v_close := public.booking_minutes(p_schedule ->> 'horario_fim');
    v_breaks := p_schedule -> 'intervalos';
  end if;
  if v_open is null or v_close is null or v_close <= v_open then
    return;
  end if;
  if jsonb_typeof(v_breaks) is distinct from 'array' then
    v_breaks := '[]';
  end if;

  v_cur := v_open;
  for b in
    select greatest(x.bi, v_open) as bi, least(x.bf, v_close) as bf
    from (select public.booking_minutes(e ->> 'inicio') as bi, public.booking_minutes(e ->> 'fim') as bf
          from jsonb_array_elements(v_breaks) e) x
    where x.bi is not null and x.bf is not null and x.bf > x.bi and x.bf > v_open and x.bi < v_close
    order by 1, 2
  loop
    if b.bi > v_cur then
      return query select s, b.bi from generate_series(v_cur, b.bi - v_dur, v_step) s;
    end if;
    v_cur := greatest(v_cur, b.bf);
  end loop;
  if v_close > v_cur then
    return query select s, v_close from generate_series(v_cur, v_close - v_dur, v_step) s;
  end if;
end;
$$;

-- The schedule's own slots of a weekday (the home's occupancy reads them), from the same starts.
create or replace function public.booking_day_slots(p_schedule jsonb, p_dow integer)
returns table (ini integer, fim integer)
language sql
immutable
set search_path = ''
as $$
  select s.ini, s.ini + public.booking_int(p_schedule -> 'duracao_atendimento', 30)
  from public.booking_day_starts(p_schedule, p_dow) s;
$$;

-- A service's duration for an owner: its own, else null (the schedule's). 22023 'invalid_service'
-- for a codigo the owner does not sell.
create or replace function public.booking_service_minutes(p_id_dono text, p_servico text)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_found boolean;
  v_min   integer;
begin
  if p_servico is null then
    return null;
  end if;
  select true, ap.duracao_minutos into v_found, v_min
  from public.agent_products ap
  join public.agent_configs a on a.id = ap.agent_id
  join public.profiles p on p.id = a.user_id
  where p.id_dono = p_id_dono and ap.codigo = p_servico;
  if v_found is null then
    raise exception 'invalid_service' using errcode = '22023';
  end if;
  return v_min;
end;
$$;

-- The professionals a request may book: one named (active, the owner's, performing the service:
-- else 22023 'invalid_professional' / 'service_not_performed'), or every active one who performs it.
create or replace function public.booking_team(p_id_dono text, p_profissional uuid, p_servico text)
returns table (id uuid, nome text, ordem integer, agenda jsonb)
language plpgsql
stable
security definer
rows 5
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_profissional is not null then
    if not exists (select 1 from public.profissionais p
                   where p.id = p_profissional and p.id_dono = p_id_dono and p.ativo) then
      raise exception 'invalid_professional' using errcode = '22023';
    end if;
    if p_servico is not null and not exists (
         select 1 from public.profissionais p
         where p.id = p_profissional and (cardinality(p.servicos) = 0 or p_servico = any (p.servicos))) then
      raise exception 'service_not_performed' using errcode = '22023';
    end if;
  end if;
  return query
  select p.id, p.nome, p.ordem, p.agenda
  from public.profissionais p
  where p.id_dono = p_id_dono and p.ativo
    and (p_profissional is null or p.id = p_profissional)
    and (p_servico is null or cardinality(p.servicos) = 0 or p_servico = any (p.servicos));
end;
$$;

-- The free starts of every professional of the request between two dates (São Paulo), with p_except
-- (an appointment being moved) not counting. A start fits when the duration (p_minutos, else the
-- service's, else the schedule's) ends inside its segment and [start, start + duration + gap)
-- overlaps none of that professional's active appointments; Google's busy times (p_busy) block
-- everyone; notice, window and the per-professional day maximum as before.
create or replace function public.booking_team_slots_except(
  p_id_dono text, p_de date, p_ate date, p_busy jsonb, p_except uuid,
  p_profissional uuid, p_servico text, p_minutos integer)
returns table (data date, inicio time, fim time, id_profissional uuid)
language plpgsql
stable
security definer
-- The planner cannot know a week's size: its guesses would cross jit_above_cost, and compiling the
-- query costs more (about 30 ms) than running it (the team bench: 10 professionals, 30 days).
set jit = off
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_sched   jsonb := public.booking_schedule(p_id_dono);
  v_agora   timestamp := now() at time zone 'America/Sao_Paulo';
  v_hoje    date := (now() at time zone 'America/Sao_Paulo')::date;
  v_periodo integer;
  v_notice  integer;
  v_max     integer;
  v_gap     integer;
  v_dur     integer;
  v_de      date;
  v_ate     date;
  v_busy    jsonb := case when jsonb_typeof(p_busy) = 'array' then p_busy else '[]'::jsonb end;
begin
  if v_sched is null or p_de is null or p_ate is null then
    return;
  end if;
  v_dur := coalesce(p_minutos, public.booking_service_minutes(p_id_dono, p_servico),
                    public.booking_int(v_sched -> 'duracao_atendimento', 30));
  v_periodo := public.booking_int(v_sched -> 'periodo_disponivel', 30);
  v_notice := greatest(public.booking_int(v_sched -> 'antecedencia_minima', 120), 0);
  v_max := public.booking_int(v_sched -> 'max_agendamentos_dia', null);
  v_gap := greatest(public.booking_int(v_sched -> 'tempo_entre_atendimentos', 0), 0);
  v_de := greatest(p_de, v_hoje);
  v_ate := least(p_ate, v_hoje + v_periodo - 1);
  if v_ate < v_de or v_dur <= 0 then
    return;
  end if;

  -- Each professional's week once, their active appointments of the range once (one index range
  -- scan of the owner's), then every date's candidates checked against them in memory.
  return query
  with equipe as materialized (
    select t.id, public.professional_schedule(v_sched, t.agenda) as sched
    from public.booking_team(p_id_dono, p_profissional, p_servico) t
  ),
  -- A week is computed once however many professionals share it (teams often keep one timetable).
  semanas as materialized (
    select x.sched, d.dow, s.ini
    from (select distinct e.sched from equipe e) x
    cross join generate_series(0, 6) d(dow)
    cross join lateral public.booking_day_starts(x.sched, d.dow) s
    where s.ini + v_dur <= s.seg_fim and s.ini + v_dur <= 1440
  ),
  semana as (
    select e.id as prof, w.dow, w.ini from equipe e join semanas w on w.sched = e.sched
  ),
  candidatos as (
    select s.prof, v_de + n as dia, s.ini, s.ini + v_dur as fim
    from generate_series(0, v_ate - v_de) n
    join semana s on s.dow = extract(dow from v_de + n)::integer
  ),
  ativos as materialized (
    select a.id_profissional as prof, a.data,
           (extract(epoch from a.inicio) / 60)::integer as ini, (extract(epoch from a.fim) / 60)::integer as fim
    from public.g_agenda a
    where a.id_dono = p_id_dono and a.data between v_de and v_ate
      and a.status in ('agendado', 'confirmado', 'reagendado') and a.id is distinct from p_except
  ),
  cheios as (
    select a.prof, a.data from ativos a group by a.prof, a.data having count(*) >= v_max
  ),
  ocupados as (
    select (x.e ->> 'inicio')::timestamptz at time zone 'America/Sao_Paulo' as ini,
           (x.e ->> 'fim')::timestamptz at time zone 'America/Sao_Paulo' as fim
    from jsonb_array_elements(v_busy) x(e)
  )
  select c.dia, make_time(c.ini / 60, c.ini % 60, 0),
         case when c.fim >= 1440 then time '24:00' else make_time(c.fim / 60, c.fim % 60, 0) end,
         c.prof
  from candidatos c
  where c.dia + make_interval(mins => c.ini) >= v_agora + make_interval(mins => v_notice)
    and not exists (select 1 from cheios h where h.prof = c.prof and h.data = c.dia)
    and not exists (select 1 from ativos a
                    where a.prof = c.prof and a.data = c.dia and a.ini < c.fim + v_gap and a.fim > c.ini)
    and not exists (
      select 1 from ocupados o
      where o.ini < c.dia + make_interval(mins => c.fim) and o.fim > c.dia + make_interval(mins => c.ini))
  order by 1, 2, 4;
end;
$$;

-- Replaced by booking_team_slots_except (booking_free_slots) and booking_pick (booking_claim).
drop function public.booking_slots_except(text, date, date, jsonb, uuid);
drop function public.booking_claim(text, date, time, jsonb, uuid);

drop function public.booking_free_slots(text, date, date, jsonb);
-- The free times between two dates (at most 31 days: 22023 'invalid_range'): of one professional, or
-- of every active professional who performs the service, merged. fim = start + the service's duration.
create function public.booking_free_slots(
  p_id_dono text, p_de date, p_ate date, p_busy jsonb default '[]',
  p_profissional uuid default null, p_servico text default null)
returns table (data date, inicio time, fim time)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_ate - p_de >= 31 then
    raise exception 'invalid_range' using errcode = '22023';
  end if;
  return query
  select distinct s.data, s.inicio, s.fim
  from public.booking_team_slots_except(p_id_dono, p_de, p_ate, p_busy, null, p_profissional, p_servico, null) s
  order by 1, 2;
end;
$$;

-- The same, per professional: who is free at each time.
create or replace function public.booking_team_slots(
  p_id_dono text, p_de date, p_ate date, p_busy jsonb default '[]', p_servico text default null)
returns table (data date, inicio time, fim time, id_profissional uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_ate - p_de >= 31 then
    raise exception 'invalid_range' using errcode = '22023';
  end if;
  return query
  select s.data, s.inicio, s.fim, s.id_profissional
  from public.booking_team_slots_except(p_id_dono, p_de, p_ate, p_busy, null, null, p_servico, null) s;
end;
$$;

-- Chooses who gets (p_data, p_inicio) under the owner's lock and answers them with the end: the named
-- professional, or among the free ones the one with the fewest active appointments that day, ties by
-- ordem then nome. 23P01 'slot_taken' when the time is on the grid but taken; 22023 with
-- booking_refusal's reason when it is not a free time; P0002 'no_schedule' without a saved schedule.
create or replace function public.booking_pick(
  p_id_dono text, p_data date, p_inicio time, p_busy jsonb, p_except uuid,
  p_profissional uuid, p_servico text, p_minutos integer)
returns table (id_profissional uuid, fim time)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_sched jsonb := public.booking_schedule(p_id_dono);
  v_prof  uuid;
  v_fim   time;
  v_dur   integer;
begin
  if v_sched is null then
    perform public.booking_error('P0002', 'no_schedule', 404);
  end if;
  if p_data is null or p_inicio is null then
    raise exception 'not_a_free_slot' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('g_agenda:' || p_id_dono, 0));
  select s.id_profissional, s.fim into v_prof, v_fim
  from public.booking_team_slots_except(p_id_dono, p_data, p_data, p_busy, p_except, p_profissional, p_servico, p_minutos) s
  join public.profissionais p on p.id = s.id_profissional
  where s.inicio = p_inicio
  order by (select count(*) from public.g_agenda a
            where a.id_profissional = s.id_profissional and a.data = p_data and a.id is distinct from p_except
              and a.status in ('agendado', 'confirmado', 'reagendado')),
           p.ordem, p.nome, p.id
  limit 1;
  if v_prof is not null then
    return query select v_prof, v_fim;
    return;
  end if;
  -- Nobody free: taken when someone of the request holds that time, else why it is no free time.
  v_dur := coalesce(p_minutos, public.booking_service_minutes(p_id_dono, p_servico),
                    public.booking_int(v_sched -> 'duracao_atendimento', 30));
  if exists (select 1 from public.g_agenda a
             join public.booking_team(p_id_dono, p_profissional, p_servico) t on t.id = a.id_profissional
             where a.id_dono = p_id_dono and a.data = p_data and a.id is distinct from p_except
               and a.status in ('agendado', 'confirmado', 'reagendado')
               and a.inicio < p_inicio + make_interval(mins => v_dur) and a.fim > p_inicio) then
    perform public.booking_error('23P01', 'slot_taken', 409);
  end if;
  raise exception '%', public.booking_refusal(v_sched, p_data, p_inicio) using errcode = '22023';
end;
$$;


drop function public.book_appointment(text, date, time, text, text, text, text, jsonb, text);
-- Books a free time: status agendado, the professional named or assigned, fim = inicio + the service's
-- duration; a blank description or e-mail is stored as null. Errors as booking_pick.
create function public.book_appointment(
  p_id_dono text, p_data date, p_inicio time, p_nome text, p_telefone text,
  p_descricao text, p_origem text, p_busy jsonb default '[]', p_email text default null,
  p_profissional uuid default null, p_servico text default null)
returns public.g_agenda
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_pick record;
  r      public.g_agenda;
begin
  select * into v_pick
  from public.booking_pick(p_id_dono, p_data, p_inicio, p_busy, null, p_profissional, p_servico, null);
  insert into public.g_agenda
    (id_dono, data, inicio, fim, nome, num_cliente, desc_agendamento, status, origem, email_cliente,
     id_profissional, servico)
  values (p_id_dono, p_data, p_inicio, v_pick.fim, btrim(p_nome), p_telefone, nullif(btrim(p_descricao), ''),
          'agendado', p_origem, lower(nullif(btrim(p_email), '')), v_pick.id_profissional, p_servico)
  returning * into r;
  return r;
end;
$$;

drop function public.reschedule_appointment(uuid, text, date, time, jsonb);
-- Moves an owner's active appointment to a free time of its professional (or of p_profissional),
-- for its service's duration (status reagendado); its current time does not count against the new one.
-- P0002 'not_found' when it is not theirs or not active.
create function public.reschedule_appointment(
  p_id uuid, p_id_dono text, p_data date, p_inicio time, p_busy jsonb default '[]',
  p_profissional uuid default null)
returns public.g_agenda
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_cur  public.g_agenda;
  v_min  integer;
  v_pick record;
  r      public.g_agenda;
begin
  select * into v_cur from public.g_agenda a
  where a.id = p_id and a.id_dono = p_id_dono and a.status in ('agendado', 'confirmado', 'reagendado')
  for update;
  if not found then
    perform public.booking_error('P0002', 'not_found', 404);
  end if;
  -- Its service's duration (else the schedule's, as a booking without one); a service no longer
  -- sold keeps the appointment's own.
  if v_cur.servico is not null then
    begin
      v_min := public.booking_service_minutes(p_id_dono, v_cur.servico);
    exception when invalid_parameter_value then
      v_min := (extract(epoch from v_cur.fim - v_cur.inicio) / 60)::integer;
    end;
  end if;
  select * into v_pick
  from public.booking_pick(p_id_dono, p_data, p_inicio, p_busy, p_id,
                           coalesce(p_profissional, v_cur.id_profissional), null, v_min);
  update public.g_agenda a
  set data = p_data, inicio = p_inicio, fim = v_pick.fim, status = 'reagendado',
      id_profissional = v_pick.id_profissional
  where a.id = p_id
  returning * into r;
  return r;
end;
$$;

-- Helpers are internal; the service role gets the entry points.
revoke execute on function public.weekly_keys() from public, anon, authenticated;
revoke execute on function public.professional_schedule(jsonb, jsonb) from public, anon, authenticated;
-- The guard runs as the browser's role: its two helpers are callable, and harmless (a pure check;
-- a count of the caller's own appointments).
revoke execute on function public.agenda_problem(jsonb) from public, anon;
revoke execute on function public.professional_future_count(uuid) from public, anon;
grant execute on function public.agenda_problem(jsonb) to authenticated;
grant execute on function public.professional_future_count(uuid) to authenticated;
revoke execute on function public.agent_configs_sync_titular() from public, anon, authenticated;
revoke execute on function public.booking_day_starts(jsonb, integer) from public, anon, authenticated, service_role;
revoke execute on function public.booking_service_minutes(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.booking_team(text, uuid, text) from public, anon, authenticated, service_role;
revoke execute on function public.booking_team_slots_except(text, date, date, jsonb, uuid, uuid, text, integer)
  from public, anon, authenticated, service_role;
revoke execute on function public.booking_pick(text, date, time, jsonb, uuid, uuid, text, integer)
  from public, anon, authenticated, service_role;
revoke execute on function public.booking_free_slots(text, date, date, jsonb, uuid, text) from public, anon, authenticated;
revoke execute on function public.booking_team_slots(text, date, date, jsonb, text) from public, anon, authenticated;
revoke execute on function public.book_appointment(text, date, time, text, text, text, text, jsonb, text, uuid, text)
  from public, anon, authenticated;
revoke execute on function public.reschedule_appointment(uuid, text, date, time, jsonb, uuid)
  from public, anon, authenticated;
grant execute on function public.booking_free_slots(text, date, date, jsonb, uuid, text) to service_role;
grant execute on function public.booking_team_slots(text, date, date, jsonb, text) to service_role;
grant execute on function public.book_appointment(text, date, time, text, text, text, text, jsonb, text, uuid, text)
  to service_role;
grant execute on function public.reschedule_appointment(uuid, text, date, time, jsonb, uuid) to service_role;

------------------------------------------------------------------------------------------------
-- The home's free time counts every professional's week
------------------------------------------------------------------------------------------------

-- As in 20261201000200_home_truth.sql, with capacity per professional: each active professional's
-- slots (their week, the owner's numbers) minus their own appointments, on their days below the
-- maximum. A one-person business gets the same figures as before.
create or replace function public.dashboard_schedule_figures(p_id_dono text)
returns table (livres_hoje integer, proximo time, ocupado_mes numeric, livre_mes numeric,
               ocupado_ant numeric, livre_ant numeric)
language plpgsql
stable
security definer
set jit = off -- as booking_team_slots_except
set search_path = ''
as $$
declare
  v_local timestamp := now() at time zone 'America/Sao_Paulo';
  v_today date      := v_local::date;
  v_month date      := date_trunc('month', v_local)::date;
  v_prev  date      := (date_trunc('month', v_local) - interval '1 month')::date;
  v_last  date      := (date_trunc('month', v_local) + interval '1 month')::date - 1;
  v_sched jsonb;
  v_max   integer;
  v_hoje  integer;
  v_prox  time;
  m       record;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated')
     and p_id_dono is distinct from public.current_id_dono() then
    return query select 0, null::time, 0::numeric, 0::numeric, 0::numeric, 0::numeric;
    return;
  end if;
  v_sched := public.booking_schedule(p_id_dono);
  if v_sched is null then
    return query select 0, null::time, 0::numeric, 0::numeric, 0::numeric, 0::numeric;
    return;
  end if;
  v_max := public.booking_int(v_sched -> 'max_agendamentos_dia', null);

  select count(*)::integer, min(s.inicio) into v_hoje, v_prox
  from public.booking_free_slots(p_id_dono, v_today, v_today) s;

  -- Last month and this one in one pass: each professional's week once, the two months' active
  -- appointments once (one range scan of g_agenda_dono_data_inicio_idx), every day's slots checked
  -- against that professional's appointments of the day in memory.
  with semana as materialized (
    select p.id as prof, d.dow, s.ini, s.fim,
           make_time(s.ini / 60, s.ini % 60, 0) as ini_t,
           case when s.fim >= 1440 then time '24:00' else make_time(s.fim / 60, s.fim % 60, 0) end as fim_t
    from public.profissionais p
    cross join generate_series(0, 6) d(dow)
    cross join lateral public.booking_day_slots(public.professional_schedule(v_sched, p.agenda), d.dow) s
    where p.id_dono = p_id_dono and p.ativo
  ),
  ativos as materialized (
    select a.id_profissional as prof, a.data, a.inicio, a.fim
    from public.g_agenda a
    where a.id_dono = p_id_dono and a.data between v_prev and v_last
      and a.status in ('agendado', 'confirmado', 'reagendado')
  ),
  cheios as (
    select a.prof, a.data from ativos a group by a.prof, a.data having count(*) >= v_max
  ),
  dias as (
    select (v_prev + n) as dia, extract(dow from v_prev + n)::integer as dow
    from generate_series(0, v_last - v_prev) n
  ),
  livres as (
    select d.dia, sum(s.fim - s.ini) as minutos
    from dias d
    join semana s on s.dow = d.dow
    where not exists (select 1 from cheios h where h.prof = s.prof and h.data = d.dia)
      and not exists (select 1 from ativos a
                      where a.prof = s.prof and a.data = d.dia and a.inicio < s.fim_t and a.fim > s.ini_t)
    group by d.dia
  ),
  ocupados as (
    select a.data as dia, sum(extract(epoch from a.fim - a.inicio)) / 60 as minutos
    from ativos a group by a.data
  )
  select
    coalesce((select sum(o.minutos) from ocupados o where o.dia >= v_month), 0)::numeric as ocupado_mes,
    coalesce((select sum(l.minutos) from livres l where l.dia >= v_month), 0)::numeric   as livre_mes,
    coalesce((select sum(o.minutos) from ocupados o where o.dia < v_month), 0)::numeric  as ocupado_ant,
    coalesce((select sum(l.minutos) from livres l where l.dia < v_month), 0)::numeric    as livre_ant
  into m;

  return query select v_hoje, v_prox, m.ocupado_mes, m.livre_mes, m.ocupado_ant, m.livre_ant;
end;
$$;
revoke execute on function public.dashboard_schedule_figures(text) from public, anon;
grant execute on function public.dashboard_schedule_figures(text) to authenticated, service_role;
