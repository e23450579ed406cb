-- profiles: one row per auth user. Created by the sign-up trigger (see *_new_user.sql);
-- a customer may also insert their own as the bootstrap fallback of the client's
-- profile load (when the trigger's row is missing).
create table public.profiles (
  id            uuid primary key references auth.users (id) on delete cascade,
  full_name     text,
  email         text,
  -- Server-owned: only the seed/service role makes staff. Guarded by profiles_guard() below.
  role          text not null default 'client' check (role in ('client', 'technical', 'developer')),
  -- Owner code scoping all business data. The calendar-sync code calls it `dono`; it is the same
  -- thing, and we keep the name the agenda page and the metrics use.
  id_dono       text not null check (id_dono ~ '^USR-[A-Z0-9]{8}$'),
  auth_provider text,
  person_type   text check (person_type in ('fisica', 'juridica')),
  cpf           varchar(11) check (cpf ~ '^[0-9]{11}$'),
  business_name text,
  -- Alphanumeric CNPJ (IN RFB 2.229/2024, from July 2026): 12 of [0-9A-Z] + 2 check digits.
  cnpj          varchar(14) check (cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
  phone         text,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  constraint profiles_id_dono_key unique (id_dono)
);

-- One account per CPF/CNPJ. The 23505 these raise is what the sign-up maps to
-- 'Este CPF/CNPJ já está cadastrado no sistema'.
create unique index profiles_cpf_key  on public.profiles (cpf)  where cpf is not null;
create unique index profiles_cnpj_key on public.profiles (cnpj) where cnpj is not null;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- role and id_dono are server-owned. Requests from the browser run as `authenticated` (or `anon`):
--  * on INSERT (bootstrap fallback) the owner code is generated here, whatever the client sent
--    (the original client put an id_dono in user_metadata, which the user can write); if the row already
--    exists the insert is about to become an upsert, so the existing code is kept;
--  * email follows the sign-in e-mail (the auth trigger keeps it in step): on INSERT it is taken
--    from the caller's JWT, and server functions may trust it;
--  * on UPDATE, changing role, id_dono, id or email is refused with 42501.
-- The sign-up trigger, the seed and the service role are not restricted.
create or replace function public.profiles_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    if tg_op = 'INSERT' then
      new.email := auth.email();
      new.id_dono := coalesce(
        (select p.id_dono from public.profiles p where p.id = new.id),
        public.generate_id_dono());
    elsif new.role is distinct from old.role
       or new.id_dono is distinct from old.id_dono
       or new.id is distinct from old.id
       or new.email is distinct from old.email then
      raise exception 'role e id_dono são definidos pelo servidor'
        using errcode = '42501';
    end if;
  elsif new.id_dono is null then
    new.id_dono := public.generate_id_dono();
  end if;
  return new;
end;
$$;
revoke execute on function public.profiles_guard() from public, anon, authenticated;

create trigger profiles_guard
  before insert or update on public.profiles
  for each row execute function public.profiles_guard();

-- Helpers for policies. SECURITY DEFINER so a policy on profiles can call them without recursing
-- into profiles' own RLS; search_path '' and qualified names so they cannot be hijacked.
create or replace function public.current_id_dono()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.id_dono from public.profiles p where p.id = auth.uid();
$$;

create or replace function public.is_developer()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role = 'developer' from public.profiles p where p.id = auth.uid()), false);
$$;

revoke execute on function public.current_id_dono() from public, anon;
revoke execute on function public.is_developer() from public, anon;

alter table public.profiles enable row level security;

-- Own profile; developers read every profile (developer console).
create policy profiles_select on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_developer()));

-- Bootstrap fallback: only one's own row, only as a client.
create policy profiles_insert_own on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()) and role = 'client');

-- Settings screen (full_name …). role/id_dono changes are refused by profiles_guard().
create policy profiles_update_own on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
-- No DELETE policy: an account is removed by deleting the auth user (cascade).

-- The settings screen reads and updates a table named user_profiles: same rows, same RLS (security_invoker),
-- and auto-updatable because it is a plain projection of profiles.
create view public.user_profiles
  with (security_invoker = true)
as
  select id, full_name, email, role, id_dono, auth_provider, person_type, cpf, business_name, cnpj,
         phone, created_at, updated_at
  from public.profiles;
