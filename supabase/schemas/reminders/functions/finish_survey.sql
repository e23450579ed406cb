CREATE FUNCTION public.finish_survey(p_id uuid, p_token uuid, p_outcome text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_outcome not in ('sent', 'retry', 'failed', 'skipped') then
    raise exception 'outcome must be sent, retry, failed or skipped' using errcode = '22023';
  end if;
  update public.g_atendimento a
  set pesquisa = case
                   when p_outcome = 'sent' then 'enviada'
                   when p_outcome = 'skipped' then null
                   when p_outcome = 'retry' and a.pesquisa_tentativas < public.reminder_max_attempts() then 'na_fila'
                   else 'falhou' end,
      pesquisa_em = case
                      when p_outcome = 'sent' then now()
                      when p_outcome = 'retry' then now() + make_interval(mins => power(2, a.pesquisa_tentativas - 1)::integer)
                      else a.pesquisa_em end,
      pesquisa_token = null
  where a.id = p_id and a.pesquisa = 'enviando' and a.pesquisa_token = p_token;
end;
$$;

REVOKE ALL ON FUNCTION public.finish_survey(p_id uuid, p_token uuid, p_outcome text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.finish_survey(p_id uuid, p_token uuid, p_outcome text) TO service_role;
