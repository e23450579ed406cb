CREATE FUNCTION public.pause_conversation(p_conversa uuid, p_estado text, p_motivo text) RETURNS public.conversas
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c public.conversas;
begin
  if p_estado not in ('voce', 'aguardando') then
    raise exception 'estado must be voce or aguardando' using errcode = '22023';
  end if;
  update public.conversas
  set estado = p_estado,
      pausado_em = coalesce(case when estado in ('voce', 'aguardando') then pausado_em end, now()),
      motivo_transferencia = case when p_estado = 'aguardando' then left(nullif(btrim(p_motivo), ''), 300) end
  where id = p_conversa
  returning * into c;
  if c.atendimento_id is not null then
    update public.g_atendimento set assumido = true where id = c.atendimento_id;
  end if;
  return c;
end;
$$;

REVOKE ALL ON FUNCTION public.pause_conversation(p_conversa uuid, p_estado text, p_motivo text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.pause_conversation(p_conversa uuid, p_estado text, p_motivo text) TO service_role;
