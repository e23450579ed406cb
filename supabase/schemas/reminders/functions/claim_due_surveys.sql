CREATE FUNCTION public.claim_due_surveys(p_limit integer DEFAULT 50, p_lease_seconds integer DEFAULT 120, p_atendimento uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_rows jsonb;
begin
  with due as (
    select a.id from public.g_atendimento a
    where a.pesquisa in ('na_fila', 'enviando') and a.pesquisa_em <= now()
      and (p_atendimento is null or a.id = p_atendimento)
    order by a.pesquisa_em
    limit p_limit
    for update skip locked
  ),
  claimed as (
    update public.g_atendimento a
    set pesquisa = 'enviando', pesquisa_em = now() + make_interval(secs => p_lease_seconds),
        pesquisa_tentativas = a.pesquisa_tentativas + 1, pesquisa_token = gen_random_uuid()
    from due d where a.id = d.id
    returning a.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', x.id, 'token', x.pesquisa_token, 'attempts', x.pesquisa_tentativas, 'user_id', c.user_id,
           'chat', c.chat, 'opt_out', c.opt_out_em is not null, 'negocio', b.negocio)), '[]'::jsonb)
  into v_rows
  from claimed x
  join public.conversas c on c.id = x.conversa_id
  cross join lateral public.owner_business(x.id_dono) b;
  return v_rows;
end;
$$;

REVOKE ALL ON FUNCTION public.claim_due_surveys(p_limit integer, p_lease_seconds integer, p_atendimento uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_due_surveys(p_limit integer, p_lease_seconds integer, p_atendimento uuid) TO service_role;
