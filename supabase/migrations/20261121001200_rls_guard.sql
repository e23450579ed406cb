-- Safety net: refuse a schema where any table of public lacks row-level security (hosted
-- Supabase grants every table to anon/authenticated, so a table without RLS would be public).
do $$
declare
  v_missing text;
begin
  select string_agg(c.relname, ', ' order by c.relname) into v_missing
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity;
  if v_missing is not null then
    raise exception 'Tabelas sem RLS em public: %', v_missing;
  end if;
end;
$$;
