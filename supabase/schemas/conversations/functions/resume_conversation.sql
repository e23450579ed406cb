CREATE FUNCTION public.resume_conversation(p_conversa uuid) RETURNS public.conversas
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.conversas
  set estado = case when atendimento_id is null then 'concluida' else 'assistente' end,
      pausado_em = null, motivo_transferencia = null
  where id = p_conversa
  returning *;
$$;

REVOKE ALL ON FUNCTION public.resume_conversation(p_conversa uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.resume_conversation(p_conversa uuid) TO service_role;
