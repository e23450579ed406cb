CREATE FUNCTION public.dashboard_atendimentos_sync() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    perform public.dashboard_atendimentos_aplicar(array(select row(n.*)::public.g_atendimento from novas n), '{}');
  elsif tg_op = 'DELETE' then
    perform public.dashboard_atendimentos_aplicar('{}', array(select row(o.*)::public.g_atendimento from antigas o));
  else
    -- Only rows that were or became concluded, and changed in a figure's column, count.
    perform public.dashboard_atendimentos_aplicar(
      array(select row(n.*)::public.g_atendimento from novas n join antigas o on o.id = n.id
            where (n.status = 'concluido' or o.status = 'concluido')
              and (n.id_dono, n.status, n.data_atendimento, n.avaliacao_cliente, n.duracao_atendimento,
                   n.resolvido_primeiro_contato)
                  is distinct from (o.id_dono, o.status, o.data_atendimento, o.avaliacao_cliente,
                                    o.duracao_atendimento, o.resolvido_primeiro_contato)),
      array(select row(o.*)::public.g_atendimento from novas n join antigas o on o.id = n.id
            where (n.status = 'concluido' or o.status = 'concluido')
              and (n.id_dono, n.status, n.data_atendimento, n.avaliacao_cliente, n.duracao_atendimento,
                   n.resolvido_primeiro_contato)
                  is distinct from (o.id_dono, o.status, o.data_atendimento, o.avaliacao_cliente,
                                    o.duracao_atendimento, o.resolvido_primeiro_contato)));
  end if;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.dashboard_atendimentos_sync() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.dashboard_atendimentos_sync() TO service_role;

CREATE TRIGGER dashboard_atendimentos_del AFTER DELETE ON public.g_atendimento REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_atendimentos_sync();

CREATE TRIGGER dashboard_atendimentos_ins AFTER INSERT ON public.g_atendimento REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_atendimentos_sync();

CREATE TRIGGER dashboard_atendimentos_upd AFTER UPDATE ON public.g_atendimento REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION public.dashboard_atendimentos_sync();
