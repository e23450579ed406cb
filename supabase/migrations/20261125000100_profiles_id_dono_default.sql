-- profiles.id_dono is always set by the server (profiles_guard on a browser insert, the sign-up
-- trigger otherwise); saying so as a column default lets the generated Insert type leave it out, so
-- the browser's insert needs no cast. The guard still overrides whatever a browser sends.
alter table public.profiles alter column id_dono set default public.generate_id_dono();
