-- Generic helpers shared by the later migrations.

-- Keeps updated_at honest whatever the client sends (a BEFORE UPDATE trigger on each table that has it).
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Owner code: 'USR-' + 8 uppercase alphanumerics (36^8 ≈ 2.8e12 codes). Pure generator: callers that
-- must never fail (the sign-up trigger) retry on the unique constraint of profiles.id_dono.
-- random() and not gen_random_bytes(): pgcrypto is not available on PGlite, and the code is an
-- identifier, not a secret (RLS, not the code, protects the data).
create or replace function public.generate_id_dono()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'USR-' || string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 1 + floor(random() * 36)::int, 1), '')
  from generate_series(1, 8);
$$;

-- Functions in public are callable through PostgREST (/rpc); these are internal.
revoke execute on function public.set_updated_at() from public, anon, authenticated;
revoke execute on function public.generate_id_dono() from public, anon;
