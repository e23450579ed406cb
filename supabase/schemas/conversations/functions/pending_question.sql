CREATE FUNCTION public.pending_question(p_conversa uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select q.kind from (
    select 'pesquisa' as kind, a.pesquisa_em as asked_at
    from public.g_atendimento a
    where a.conversa_id = p_conversa and a.pesquisa = 'enviada' and a.avaliacao_cliente is null
      and a.pesquisa_em > now() - interval '24 hours'
    union all
    select 'lembrete', n.sent_at
    from public.conversas c
    join public.notifications n on n.id_dono = c.id_dono and n.channel = 'whatsapp'
      and public.phone_key(n.recipient) = c.telefone
    where c.id = p_conversa and n.status = 'sent' and n.answered_at is null
      and n.template in ('lembrete_24h', 'lembrete_1h', 'lembrete_manual')
      and n.sent_at > now() - interval '48 hours'
  ) q
  order by q.asked_at desc
  limit 1;
$$;

REVOKE ALL ON FUNCTION public.pending_question(p_conversa uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.pending_question(p_conversa uuid) TO service_role;
