CREATE FUNCTION public.dashboard_mensagens_aplicar(mais text[], menos text[]) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.dashboard_mensagens as d (id_dono, total)
  select x.id_dono, sum(x.s)
  from (select m as id_dono, 1 as s from unnest(mais) m
        union all
        select m, -1 from unnest(menos) m) x
  group by x.id_dono
  having sum(x.s) <> 0
  on conflict (id_dono) do update set total = d.total + excluded.total;
$$;

REVOKE ALL ON FUNCTION public.dashboard_mensagens_aplicar(mais text[], menos text[]) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_mensagens_aplicar(mais text[], menos text[]) TO service_role;
