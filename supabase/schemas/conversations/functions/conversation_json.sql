CREATE FUNCTION public.conversation_json(c public.conversas) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object('conversa_id', c.id, 'user_id', c.user_id, 'id_dono', c.id_dono,
                            'telefone', c.telefone, 'chat', c.chat, 'nome', c.nome, 'estado', c.estado,
                            'atendimento_id', c.atendimento_id, 'opt_out', c.opt_out_em is not null,
                            'pausado', c.estado in ('aguardando', 'voce'));
$$;

REVOKE ALL ON FUNCTION public.conversation_json(c public.conversas) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.conversation_json(c public.conversas) TO service_role;
