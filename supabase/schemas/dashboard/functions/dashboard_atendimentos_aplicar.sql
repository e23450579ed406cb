CREATE FUNCTION public.dashboard_atendimentos_aplicar(mais public.g_atendimento[], menos public.g_atendimento[]) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.dashboard_atendimentos_mes as d
    (id_dono, mes, concluidos, resolvidos, avaliados, promotores, detratores, soma_notas, com_duracao, soma_duracao)
  select x.id_dono, date_trunc('month', x.data_atendimento at time zone 'America/Sao_Paulo')::date,
         sum(x.s),
         coalesce(sum(x.s) filter (where x.resolvido_primeiro_contato), 0),
         coalesce(sum(x.s) filter (where x.avaliacao_cliente is not null), 0),
         coalesce(sum(x.s) filter (where x.avaliacao_cliente >= 9), 0),
         coalesce(sum(x.s) filter (where x.avaliacao_cliente <= 6), 0),
         coalesce(sum(x.s * x.avaliacao_cliente), 0),
         coalesce(sum(x.s) filter (where x.duracao_atendimento is not null), 0),
         coalesce(sum(x.s * x.duracao_atendimento), 0)
  from (select r.*, 1 as s from unnest(mais) r where r.status = 'concluido'
        union all
        select r.*, -1 from unnest(menos) r where r.status = 'concluido') x
  group by 1, 2
  on conflict (id_dono, mes) do update
  set concluidos   = d.concluidos + excluded.concluidos,
      resolvidos   = d.resolvidos + excluded.resolvidos,
      avaliados    = d.avaliados + excluded.avaliados,
      promotores   = d.promotores + excluded.promotores,
      detratores   = d.detratores + excluded.detratores,
      soma_notas   = d.soma_notas + excluded.soma_notas,
      com_duracao  = d.com_duracao + excluded.com_duracao,
      soma_duracao = d.soma_duracao + excluded.soma_duracao
  -- A statement that changed nothing counted (the +1 and −1 of one row cancel) writes nothing.
  where (excluded.concluidos, excluded.resolvidos, excluded.avaliados, excluded.promotores, excluded.detratores,
         excluded.soma_notas, excluded.com_duracao, excluded.soma_duracao)
        <> (0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint);
$$;

REVOKE ALL ON FUNCTION public.dashboard_atendimentos_aplicar(mais public.g_atendimento[], menos public.g_atendimento[]) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_atendimentos_aplicar(mais public.g_atendimento[], menos public.g_atendimento[]) TO service_role;
