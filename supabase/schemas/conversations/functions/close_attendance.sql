CREATE FUNCTION public.close_attendance(p_atendimento uuid, p_por text, p_silent_before timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  a        public.g_atendimento;
  c        public.conversas;
  v_survey boolean;
begin
  -- The conversation first, then its attendance: the order every writer of both takes (a message
  -- recorded locks its conversation, then touches the attendance), so closing never deadlocks with it.
  select * into c from public.conversas
  where id = (select x.conversa_id from public.g_atendimento x where x.id = p_atendimento)
  for update;
  select * into a from public.g_atendimento where id = p_atendimento and status = 'em_andamento' for update;
  if a.id is null
     or coalesce(a.ultima_mensagem_em, a.data_atendimento) >= coalesce(p_silent_before, 'infinity') then
    return false;
  end if;
  select coalesce(r.pesquisa, true) and c.opt_out_em is null
         and exists (select 1 from public.chat_messages m where m.atendimento_id = a.id and m.autor = 'cliente')
  into v_survey
  from (select 1) one left join public.reminder_settings r on r.id_dono = a.id_dono;
  update public.g_atendimento
  set status = 'concluido',
      encerrado_em = now(),
      encerrado_por = p_por,
      duracao_atendimento = greatest(0, round(extract(epoch from coalesce(a.ultima_mensagem_em, a.data_atendimento)
                                                              - a.data_atendimento) / 60))::integer,
      resolvido_primeiro_contato = not a.assumido,
      pesquisa = case when v_survey then 'na_fila' end,
      pesquisa_em = case when v_survey then now() end
  where id = a.id;
  update public.conversas
  set estado = 'concluida', atendimento_id = null, pausado_em = null, motivo_transferencia = null
  where id = c.id;
  return true;
end;
$$;

REVOKE ALL ON FUNCTION public.close_attendance(p_atendimento uuid, p_por text, p_silent_before timestamp with time zone) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.close_attendance(p_atendimento uuid, p_por text, p_silent_before timestamp with time zone) TO service_role;
