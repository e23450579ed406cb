-- The developer console's login takes a username and a password, while the auth
-- server signs in by e-mail. Staff accounts get a username here; the staff-login function turns it
-- into the account's e-mail on the server, so usernames and staff e-mails are never readable by a
-- visitor. Like role, the username is server-owned: set by the seed or the service role.
alter table public.profiles
  add column username text check (username ~ '^[a-z0-9][a-z0-9._-]{1,31}$');

create unique index profiles_username_key on public.profiles (username) where username is not null;

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
    elsif new.role is distinct from old.role
       or new.id_dono is distinct from old.id_dono
       or new.id is distinct from old.id
       or new.email is distinct from old.email
       or new.username is distinct from old.username then
      raise exception 'role, username e id_dono são definidos pelo servidor'
        using errcode = '42501';
    end if;
  elsif new.id_dono is null then
    new.id_dono := public.generate_id_dono();
  end if;
  return new;
end;
$$;
revoke execute on function public.profiles_guard() from public, anon, authenticated;
