CREATE FUNCTION public.close_idle_attendances() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_limit timestamptz := now() - make_interval(mins => public.conversation_idle_minutes());
  v_id    uuid;
  v_count integer := 0;
begin
  -- Not locked here: close_attendance locks each in the writers' order and skips one closed meanwhile.
  for v_id in
    select a.id from public.g_atendimento a
    where a.status = 'em_andamento' and coalesce(a.ultima_mensagem_em, a.data_atendimento) < v_limit
    order by coalesce(a.ultima_mensagem_em, a.data_atendimento)
  loop
    if public.close_attendance(v_id, 'inatividade', v_limit) then
      v_count := v_count + 1;
    end if;
  end loop;
  update public.conversas
  set estado = 'concluida', pausado_em = null, motivo_transferencia = null
  where estado in ('aguardando', 'voce') and atendimento_id is null and ultima_mensagem_em < v_limit;
  return v_count;
end;
$$;

REVOKE ALL ON FUNCTION public.close_idle_attendances() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.close_idle_attendances() TO service_role;
