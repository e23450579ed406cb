CREATE FUNCTION public.answer_survey(p_conversa uuid, p_nota integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_id  uuid;
  v_dono text;
begin
  if p_nota is null or p_nota not between 0 and 10 or public.pending_question(p_conversa) is distinct from 'pesquisa' then
    return jsonb_build_object('matched', false);
  end if;
  update public.g_atendimento a
  set avaliacao_cliente = p_nota
  where a.id = (select x.id from public.g_atendimento x
                where x.conversa_id = p_conversa and x.pesquisa = 'enviada' and x.avaliacao_cliente is null
                order by x.pesquisa_em desc limit 1)
  returning a.id, a.id_dono into v_id, v_dono;
  return jsonb_build_object('matched', v_id is not null, 'atendimento_id', v_id,
                            'negocio', (select b.negocio from public.owner_business(v_dono) b));
end;
$$;

REVOKE ALL ON FUNCTION public.answer_survey(p_conversa uuid, p_nota integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.answer_survey(p_conversa uuid, p_nota integer) TO service_role;
