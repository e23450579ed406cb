-- The booking engine: free slots computed from the saved schedule, booking that re-checks the slot,
-- and the database refusing two active appointments of one owner at overlapping times, whoever
-- writes them (the owner's dialog through PostgREST, the assistant's tools, the public booking page).
-- Times are São Paulo wall clock ('America/Sao_Paulo'), as the agenda stores them.

------------------------------------------------------------------------------------------------
-- Public booking handle: profiles.booking_slug
------------------------------------------------------------------------------------------------

-- The URL-safe base of a slug: pt-BR letters folded to ASCII (translate, so it works without the
-- unaccent extension and whatever the database's locale), anything else turned into '-', at most
-- 50 characters so a '-NNN' suffix still fits the 60 allowed.
create or replace function public.booking_slug_base(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(left(btrim(regexp_replace(lower(translate(coalesce(p_name, ''),
      'áàâãäåÁÀÂÃÄÅéèêëÉÈÊËíìîïÍÌÎÏóòôõöÓÒÔÕÖúùûüÚÙÛÜçÇñÑýÿÝªº',
      'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyyao')),
      '[^a-z0-9]+', '-', 'g'), '-'), 50), '-'), ''),
    'agenda');
$$;

-- A slug nobody else holds: the base, then base-2, base-3… Security definer because the guard may
-- run as the browser (bootstrap insert), whose RLS hides other profiles; slugs are public anyway.
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
  while exists (select 1 from public.profiles p
                where p.booking_slug = v_slug and p.id is distinct from p_self) loop
    v_n := v_n + 1;
    v_slug := v_base || '-' || v_n;
  end loop;
  return v_slug;
end;
$$;
revoke execute on function public.booking_slug_base(text) from public, anon;
revoke execute on function public.new_booking_slug(text, uuid) from public, anon;

alter table public.profiles add column booking_slug text;

-- Existing profiles, oldest first (the oldest keeps the plain name).
do $$
declare
  r record;
begin
  for r in select p.id, coalesce(nullif(btrim(p.business_name), ''), p.full_name) as nome
           from public.profiles p order by p.created_at, p.id loop
    update public.profiles set booking_slug = public.new_booking_slug(r.nome, r.id) where id = r.id;
  end loop;
end
$$;

-- Default '' means "make one": the guard below replaces it before the CHECK runs (a row that
-- escaped the guard would fail the CHECK). The default also keeps the column optional in the
-- generated Insert type, as id_dono's does.
alter table public.profiles
  alter column booking_slug set default '',
  alter column booking_slug set not null,
  add constraint profiles_booking_slug_format
    check (booking_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(booking_slug) <= 60),
  add constraint profiles_booking_slug_key unique (booking_slug);

-- booking_slug joins role, username and id_dono as server-owned: made from the business name
-- (else the full name) when a profile is created, never changed by the browser (42501, with the
-- message the browser already knows for those columns).
create or replace function public.profiles_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    if tg_op = 'INSERT' then
      new.email := auth.email();
      new.username := null;
      new.id_dono := coalesce(
        (select p.id_dono from public.profiles p where p.id = new.id),
        public.generate_id_dono());
      new.booking_slug := coalesce(
        (select p.booking_slug from public.profiles p where p.id = new.id),
        public.new_booking_slug(coalesce(nullif(btrim(new.business_name), ''), new.full_name), new.id));
    elsif new.role is distinct from old.role
       or new.id_dono is distinct from old.id_dono
       or new.id is distinct from old.id
       or new.email is distinct from old.email
       or new.username is distinct from old.username
       or new.booking_slug is distinct from old.booking_slug then
      raise exception 'role, username e id_dono são definidos pelo servidor'
        using errcode = '42501';
    end if;
  else
    if new.id_dono is null then
      new.id_dono := public.generate_id_dono();
    end if;
    if tg_op = 'INSERT' and coalesce(new.booking_slug, '') = '' then
      new.booking_slug := public.new_booking_slug(
        coalesce(nullif(btrim(new.business_name), ''), new.full_name), new.id);
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function public.profiles_guard() from public, anon, authenticated;

-- Sign-up: as before, and a second sign-up racing for the same slug retries with the next one
-- instead of failing (the unique index makes the later one wait, then see the first).
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  m            jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_full_name  text;
  v_person     text;
  v_cpf        text;
  v_cnpj       text;
  v_business   text;
  v_phone      text;
  v_dono       text;
  v_constraint text;
  v_tries      integer := 0;
begin
  if jsonb_typeof(m) <> 'object' then
    m := '{}'::jsonb;
  end if;

  -- Sign-up sends full_name/person_type/business_name; checkout sends name/personType/businessName.
  v_full_name := coalesce(nullif(btrim(m ->> 'full_name'), ''), nullif(btrim(m ->> 'name'), ''));
  v_phone     := nullif(btrim(m ->> 'phone'), '');
  v_business  := coalesce(nullif(btrim(m ->> 'business_name'), ''), nullif(btrim(m ->> 'businessName'), ''));
  v_person    := translate(lower(btrim(coalesce(m ->> 'person_type', m ->> 'personType', ''))), 'í', 'i');
  if v_person not in ('fisica', 'juridica') then
    v_person := null;
  end if;
  -- Digits only for CPF; digits/letters upper-cased for the alphanumeric CNPJ.
  v_cpf  := regexp_replace(coalesce(m ->> 'cpf', ''), '[^0-9]', '', 'g');
  v_cnpj := upper(regexp_replace(coalesce(m ->> 'cnpj', ''), '[^0-9A-Za-z]', '', 'g'));
  if v_cpf !~ '^[0-9]{11}$' then
    v_cpf := null;
  end if;
  if v_cnpj !~ '^[0-9A-Z]{12}[0-9]{2}$' then
    v_cnpj := null;
  end if;

  -- The owner code is random and the slug may be taken meanwhile: retry on those two; any other
  -- unique violation (cpf, cnpj) is re-raised. profiles_guard makes the slug.
  loop
    v_dono := public.generate_id_dono();
    begin
      insert into public.profiles
        (id, full_name, email, role, id_dono, auth_provider, person_type, cpf, business_name, cnpj, phone)
      values
        (new.id, v_full_name, new.email, 'client', v_dono,
         coalesce(new.raw_app_meta_data ->> 'provider', 'email'),
         v_person, v_cpf, v_business, v_cnpj, v_phone);
      exit;
    exception when unique_violation then
      get stacked diagnostics v_constraint = constraint_name;
      v_tries := v_tries + 1;
      if v_constraint not in ('profiles_id_dono_key', 'profiles_booking_slug_key') or v_tries >= 5 then
        raise;
      end if;
    end;
  end loop;

  insert into public.agent_configs (user_id, user_email, evolution_instance_id, system_prompt)
  values (
    new.id, new.email, new.id::text,
    'Você é um assistente virtual simpático e prestativo. Atenda os clientes com cordialidade, '
    || 'em português do Brasil, com respostas curtas (até 100 palavras). Ajude a tirar dúvidas '
    || 'sobre os serviços e a marcar, confirmar ou remarcar horários na agenda. Ao coletar dados, '
    || 'faça uma pergunta de cada vez.')
  on conflict (user_id) do nothing;

  insert into public.reminder_settings (id_dono) values (v_dono)
  on conflict (id_dono) do nothing;

  return new;
end;
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;

------------------------------------------------------------------------------------------------
-- Schedule: minimum notice; the assistant's tool secret
------------------------------------------------------------------------------------------------

-- antecedencia_minima: minutes between now and the earliest bookable start (absent ⇒ 120).
alter table public.agent_configs alter column schedule set default '{
    "duracao_atendimento": 30,
    "horario_inicio": "09:00",
    "horario_fim": "18:00",
    "dias_atendimento": {"domingo": false, "segunda": true, "terca": true, "quarta": true,
                         "quinta": true, "sexta": true, "sabado": false},
    "intervalos": [],
    "tempo_entre_atendimentos": 0,
    "max_agendamentos_dia": 10,
    "periodo_disponivel": 30,
    "antecedencia_minima": 120
  }';
update public.agent_configs
set schedule = schedule || '{"antecedencia_minima": 120}'
where not schedule ? 'antecedencia_minima';

-- Hex sha-256 of the secret agent-activate puts in the published workflow's tool nodes (the plain
-- secret is stored nowhere else). Server-owned, and not readable by the browser (column grants).
alter table public.agent_configs add column tools_secret_hash text
  check (tools_secret_hash ~ '^[0-9a-f]{64}$');

create or replace function public.agent_configs_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.user_email := auth.email();
    new.evolution_instance_id := new.user_id::text;
    new.workflow_id := null;
    new.webhook_url := null;
    new.status := 'draft';
    new.tools_secret_hash := null;
  elsif (new.user_id, new.user_email, new.evolution_instance_id, new.workflow_id, new.webhook_url, new.status,
         new.tools_secret_hash)
        is distinct from
        (old.user_id, old.user_email, old.evolution_instance_id, old.workflow_id, old.webhook_url, old.status,
         old.tools_secret_hash) then
    raise exception 'user_id, user_email, evolution_instance_id, workflow_id, webhook_url e status são definidos pelo servidor'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function public.agent_configs_guard() from public, anon, authenticated;

-- The browser reads every column but the secret's hash: it must name its columns (select=* is
-- refused), as for whatsapp_instances.api_key. anon, which no policy admits, keeps no privilege.
revoke all on public.agent_configs from anon;
revoke select on public.agent_configs from authenticated;
grant select (id, user_id, user_email, name, description, personality_description, business_description,
              model, temperature, max_tokens, system_prompt, webhook, status, type, workflow_id,
              webhook_url, evolution_instance_id, whatsapp, schedule, schedule_saved_at, created_at,
              updated_at)
  on public.agent_configs to authenticated;

------------------------------------------------------------------------------------------------
-- Appointments: origin, history, no overlap
------------------------------------------------------------------------------------------------

-- Who booked: the owner's panel, the assistant, or the public booking page.
alter table public.g_agenda
  add column origem text not null default 'painel' check (origem in ('painel', 'assistente', 'pagina'));

-- As before; a booking made by the assistant or the booking page is signed by it.
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
    case when tg_op = 'INSERT' and new.origem = 'assistente' then 'Assistente'
         when tg_op = 'INSERT' and new.origem = 'pagina' then 'Página de agendamento' end,
    case when auth.role() = 'service_role' then 'Assistente' end,
    'Sistema');

  insert into public.g_agenda_historico (id_dono, agendamento_id, acao, detalhes, usuario)
  values (new.id_dono, new.id, v_acao, coalesce(v_detalhes, v_quem || ' — ' || v_quando), v_usuario);
  return null;
end;
$$;
revoke execute on function public.g_agenda_log_history() from public, anon, authenticated;

-- Raises the booking engine's errors. Through PostgREST (request.method is set) the error is
-- raised in PostgREST's own form, so the HTTP status says what happened (409 for a taken time, 404
-- for nothing to book or move) while the body keeps the SQLSTATE as its code; PostgREST alone would
-- answer 400 for 23P01 and 500 for P0002. Any other client (SQL, pg drivers) gets the SQLSTATE.
create or replace function public.booking_error(p_sqlstate text, p_message text, p_status integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('request.method', true), '') <> '' then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', p_sqlstate, 'message', p_message, 'details', null, 'hint', null)::text,
      detail = json_build_object('status', p_status, 'headers', json_build_object())::text;
  end if;
  raise exception using errcode = p_sqlstate, message = p_message;
end;
$$;
revoke execute on function public.booking_error(text, text, integer) from public, anon;

-- Two active appointments (agendado, confirmado, reagendado) of one owner never overlap. A per-owner
-- transaction lock serialises every writer's check-and-write (an exclusion constraint would need
-- btree_gist, an extension PGlite lacks); the check's query runs after the lock is granted, so under
-- READ COMMITTED it sees the row the previous holder committed. Security invoker: as the browser it
-- sees only the caller's own rows, so inserting under another owner's code learns nothing of their
-- agenda (RLS refuses that row afterwards). 23P01 'slot_taken', answered 409 through PostgREST.
create or replace function public.g_agenda_no_overlap()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status not in ('agendado', 'confirmado', 'reagendado') then
    return new;
  end if;
  -- Confirming or touching an appointment that does not move is not a new claim on its time.
  if tg_op = 'UPDATE' and old.status in ('agendado', 'confirmado', 'reagendado')
     and (new.id_dono, new.data, new.inicio, new.fim) is not distinct from (old.id_dono, old.data, old.inicio, old.fim) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('g_agenda:' || new.id_dono, 0));
  if exists (select 1 from public.g_agenda a
             where a.id_dono = new.id_dono and a.data = new.data and a.id <> new.id
               and a.status in ('agendado', 'confirmado', 'reagendado')
               and a.inicio < new.fim and a.fim > new.inicio) then
    perform public.booking_error('23P01', 'slot_taken', 409);
  end if;
  return new;
end;
$$;
revoke execute on function public.g_agenda_no_overlap() from public, anon, authenticated;

create trigger g_agenda_no_overlap
  before insert or update on public.g_agenda
  for each row execute function public.g_agenda_no_overlap();

-- The client's booking confirmation (WhatsApp) joins the templates.
alter table public.notifications drop constraint notifications_template_check;
alter table public.notifications add constraint notifications_template_check
  check (template in ('agendamento_reagendado', 'agendamento_cancelado', 'lembrete_24h', 'lembrete_1h',
                      'lembrete_manual', 'agendamento_confirmado'));

-- The booking page's per-client rate limit (service role only).
create table public.booking_requests (
  id         bigserial primary key,
  client_key text not null,
  created_at timestamptz not null default now()
);
create index booking_requests_client_created_idx on public.booking_requests (client_key, created_at);
revoke all on public.booking_requests from anon, authenticated;
revoke all on sequence public.booking_requests_id_seq from anon, authenticated;
alter table public.booking_requests enable row level security;

------------------------------------------------------------------------------------------------
-- Free slots and booking (service role only: the functions call them for every channel)
------------------------------------------------------------------------------------------------

-- 'HH:mm' → minutes since midnight; null when absent or malformed.
create or replace function public.booking_minutes(p_hhmm text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_hhmm ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' or p_hhmm = '24:00'
              then split_part(p_hhmm, ':', 1)::integer * 60 + split_part(p_hhmm, ':', 2)::integer end;
$$;

-- A whole number from a schedule field, else the fallback.
create or replace function public.booking_int(p_value jsonb, p_fallback integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value) = 'number' then floor((p_value #>> '{}')::numeric)::integer
              when jsonb_typeof(p_value) = 'string' and (p_value #>> '{}') ~ '^[0-9]{1,6}$'
                then (p_value #>> '{}')::integer
              else p_fallback end;
$$;

-- The owner's saved schedule (null without one: the Agenda step was never saved).
create or replace function public.booking_schedule(p_id_dono text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select a.schedule
  from public.profiles p
  join public.agent_configs a on a.user_id = p.id
  where p.id_dono = p_id_dono and a.schedule_saved_at is not null;
$$;

-- Slots of the weekday `dow` (0 = domingo): its hours minus its breaks give segments; inside each,
-- starts every duracao + gap minutes from the segment's start, each ending duracao later, never past
-- the segment's end. Minutes since midnight.
create or replace function public.booking_day_slots(p_schedule jsonb, p_dow integer)
returns table (ini integer, fim integer)
language plpgsql
immutable
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
      return query select s, s + v_dur from generate_series(v_cur, b.bi - v_dur, v_step) s;
    end if;
    v_cur := greatest(v_cur, b.bf);
  end loop;
  if v_close > v_cur then
    return query select s, s + v_dur from generate_series(v_cur, v_close - v_dur, v_step) s;
  end if;
end;
$$;

-- The free slots, with p_except (an appointment being moved) not counting against its new time.
create or replace function public.booking_slots_except(
  p_id_dono text, p_de date, p_ate date, p_busy jsonb, p_except uuid)
returns table (data date, inicio time, fim time)
language plpgsql
stable
security definer
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
  v_de      date;
  v_ate     date;
  v_busy    jsonb := case when jsonb_typeof(p_busy) = 'array' then p_busy else '[]'::jsonb end;
begin
  if v_sched is null or p_de is null or p_ate is null then
    return;
  end if;
  v_periodo := public.booking_int(v_sched -> 'periodo_disponivel', 30);
  v_notice := greatest(public.booking_int(v_sched -> 'antecedencia_minima', 120), 0);
  v_max := public.booking_int(v_sched -> 'max_agendamentos_dia', null);
  v_de := greatest(p_de, v_hoje);
  v_ate := least(p_ate, v_hoje + v_periodo - 1);
  if v_ate < v_de then
    return;
  end if;

  -- The week's slots once, the owner's active appointments of the range once (one index range
  -- scan), then every date's candidates checked against them in memory.
  return query
  with semana as materialized (
    select d.dow, s.ini, s.fim
    from generate_series(0, 6) d(dow)
    cross join lateral public.booking_day_slots(v_sched, d.dow) s
  ),
  candidatos as (
    select v_de + n as dia, s.ini, s.fim,
           make_time(s.ini / 60, s.ini % 60, 0) as ini_t, make_time(s.fim / 60, s.fim % 60, 0) as fim_t
    from generate_series(0, v_ate - v_de) n
    join semana s on s.dow = extract(dow from v_de + n)::integer
  ),
  ativos as materialized (
    select a.data, a.inicio, a.fim
    from public.g_agenda a
    where a.id_dono = p_id_dono and a.data between v_de and v_ate
      and a.status in ('agendado', 'confirmado', 'reagendado') and a.id is distinct from p_except
  ),
  cheios as (
    select a.data from ativos a group by a.data having count(*) >= v_max
  ),
  ocupados as (
    select (x.e ->> 'inicio')::timestamptz at time zone 'America/Sao_Paulo' as ini,
           (x.e ->> 'fim')::timestamptz at time zone 'America/Sao_Paulo' as fim
    from jsonb_array_elements(v_busy) x(e)
  )
  select c.dia, c.ini_t, c.fim_t
  from candidatos c
  where c.dia + make_interval(mins => c.ini) >= v_agora + make_interval(mins => v_notice)
    and not exists (select 1 from cheios h where h.data = c.dia)
    and not exists (select 1 from ativos a where a.data = c.dia and a.inicio < c.fim_t and a.fim > c.ini_t)
    and not exists (
      select 1 from ocupados o
      where o.ini < c.dia + make_interval(mins => c.fim) and o.fim > c.dia + make_interval(mins => c.ini))
  order by 1, 2;
end;
$$;

-- The free slots of an owner between two dates (São Paulo), ordered. p_busy: Google's busy times,
-- [{"inicio": timestamptz, "fim": timestamptz}], which also block.
create or replace function public.booking_free_slots(p_id_dono text, p_de date, p_ate date, p_busy jsonb default '[]')
returns table (data date, inicio time, fim time)
language sql
stable
security definer
set search_path = ''
as $$
  select s.data, s.inicio, s.fim from public.booking_slots_except(p_id_dono, p_de, p_ate, p_busy, null) s;
$$;

-- The owner behind a public booking handle.
create or replace function public.booking_owner(p_slug text)
returns table (id_dono text, user_id uuid, negocio text, schedule jsonb, schedule_saved boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id_dono, p.id, coalesce(nullif(btrim(p.business_name), ''), nullif(btrim(p.full_name), '')),
         a.schedule, a.schedule_saved_at is not null
  from public.profiles p
  left join public.agent_configs a on a.user_id = p.id
  where p.booking_slug = p_slug;
$$;

-- Why (p_data, p_inicio) is not a free slot, once it is known not to be one: 'past' (before now +
-- the notice), 'out_of_window' (outside today … today + periodo_disponivel − 1) or 'not_a_free_slot'.
create or replace function public.booking_refusal(p_schedule jsonb, p_data date, p_inicio time)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_data + p_inicio < (now() at time zone 'America/Sao_Paulo')
           + make_interval(mins => greatest(public.booking_int(p_schedule -> 'antecedencia_minima', 120), 0))
      then 'past'
    when p_data > (now() at time zone 'America/Sao_Paulo')::date
           + public.booking_int(p_schedule -> 'periodo_disponivel', 30) - 1
      then 'out_of_window'
    else 'not_a_free_slot'
  end;
$$;

-- Checks (p_data, p_inicio) for the owner under their lock and answers its end: 23P01 'slot_taken'
-- when an active appointment (other than p_except) overlaps it, 22023 with booking_refusal's reason
-- when it is not a free slot, P0002 'no_schedule' without a saved schedule.
create or replace function public.booking_claim(
  p_id_dono text, p_data date, p_inicio time, p_busy jsonb, p_except uuid)
returns time
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_sched jsonb := public.booking_schedule(p_id_dono);
  v_dur   integer;
  v_ini   integer := extract(hour from p_inicio)::integer * 60 + extract(minute from p_inicio)::integer;
  v_fim   time;
begin
  if v_sched is null then
    perform public.booking_error('P0002', 'no_schedule', 404);
  end if;
  if p_data is null or p_inicio is null then
    raise exception 'not_a_free_slot' using errcode = '22023';
  end if;
  v_dur := public.booking_int(v_sched -> 'duracao_atendimento', 30);
  perform pg_advisory_xact_lock(hashtextextended('g_agenda:' || p_id_dono, 0));
  if v_dur > 0 and v_ini + v_dur <= 1440 then
    v_fim := make_time((v_ini + v_dur) / 60, (v_ini + v_dur) % 60, 0);
    if exists (select 1 from public.g_agenda a
               where a.id_dono = p_id_dono and a.data = p_data and a.id is distinct from p_except
                 and a.status in ('agendado', 'confirmado', 'reagendado')
                 and a.inicio < v_fim and a.fim > p_inicio) then
      perform public.booking_error('23P01', 'slot_taken', 409);
    end if;
  end if;
  if not exists (select 1 from public.booking_slots_except(p_id_dono, p_data, p_data, p_busy, p_except) s
                 where s.inicio = p_inicio) then
    raise exception '%', public.booking_refusal(v_sched, p_data, p_inicio) using errcode = '22023';
  end if;
  return v_fim;
end;
$$;

-- Books a free slot: status agendado, fim = inicio + duracao; a blank description is stored as null.
-- Errors as booking_claim.
create or replace function public.book_appointment(
  p_id_dono text, p_data date, p_inicio time, p_nome text, p_telefone text,
  p_descricao text, p_origem text, p_busy jsonb default '[]')
returns public.g_agenda
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_fim time := public.booking_claim(p_id_dono, p_data, p_inicio, p_busy, null);
  r     public.g_agenda;
begin
  insert into public.g_agenda (id_dono, data, inicio, fim, nome, num_cliente, desc_agendamento, status, origem)
  values (p_id_dono, p_data, p_inicio, v_fim, btrim(p_nome), p_telefone, nullif(btrim(p_descricao), ''),
          'agendado', p_origem)
  returning * into r;
  return r;
end;
$$;

-- Moves an owner's active appointment to a free slot (status reagendado); its current time does not
-- count against the new one. P0002 'not_found' when it is not theirs or not active.
create or replace function public.reschedule_appointment(
  p_id uuid, p_id_dono text, p_data date, p_inicio time, p_busy jsonb default '[]')
returns public.g_agenda
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_fim time;
  r     public.g_agenda;
begin
  perform 1 from public.g_agenda a
  where a.id = p_id and a.id_dono = p_id_dono and a.status in ('agendado', 'confirmado', 'reagendado')
  for update;
  if not found then
    perform public.booking_error('P0002', 'not_found', 404);
  end if;
  v_fim := public.booking_claim(p_id_dono, p_data, p_inicio, p_busy, p_id);
  update public.g_agenda a
  set data = p_data, inicio = p_inicio, fim = v_fim, status = 'reagendado'
  where a.id = p_id
  returning * into r;
  return r;
end;
$$;

-- Cancels an owner's active appointment. P0002 'not_found' when it is not theirs or not active.
create or replace function public.cancel_appointment(p_id uuid, p_id_dono text)
returns public.g_agenda
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.g_agenda;
begin
  update public.g_agenda a
  set status = 'cancelado'
  where a.id = p_id and a.id_dono = p_id_dono and a.status in ('agendado', 'confirmado', 'reagendado')
  returning * into r;
  if not found then
    perform public.booking_error('P0002', 'not_found', 404);
  end if;
  return r;
end;
$$;

-- The helpers are internal: only the five functions below are granted, to the service role.
revoke execute on function public.booking_minutes(text) from public, anon, authenticated, service_role;
revoke execute on function public.booking_int(jsonb, integer) from public, anon, authenticated, service_role;
revoke execute on function public.booking_schedule(text) from public, anon, authenticated, service_role;
revoke execute on function public.booking_day_slots(jsonb, integer) from public, anon, authenticated, service_role;
revoke execute on function public.booking_slots_except(text, date, date, jsonb, uuid)
  from public, anon, authenticated, service_role;
revoke execute on function public.booking_free_slots(text, date, date, jsonb) from public, anon, authenticated;
revoke execute on function public.booking_owner(text) from public, anon, authenticated;
revoke execute on function public.booking_refusal(jsonb, date, time) from public, anon, authenticated, service_role;
revoke execute on function public.booking_claim(text, date, time, jsonb, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.book_appointment(text, date, time, text, text, text, text, jsonb)
  from public, anon, authenticated;
revoke execute on function public.reschedule_appointment(uuid, text, date, time, jsonb) from public, anon, authenticated;
revoke execute on function public.cancel_appointment(uuid, text) from public, anon, authenticated;

grant execute on function public.booking_free_slots(text, date, date, jsonb) to service_role;
grant execute on function public.booking_owner(text) to service_role;
grant execute on function public.book_appointment(text, date, time, text, text, text, text, jsonb) to service_role;
grant execute on function public.reschedule_appointment(uuid, text, date, time, jsonb) to service_role;
grant execute on function public.cancel_appointment(uuid, text) to service_role;
