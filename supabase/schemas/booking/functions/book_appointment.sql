CREATE FUNCTION public.book_appointment(p_id_dono text, p_data date, p_inicio time without time zone, p_nome text, p_telefone text, p_descricao text, p_origem text, p_busy jsonb DEFAULT '[]'::jsonb, p_email text DEFAULT NULL::text, p_profissional uuid DEFAULT NULL::uuid, p_servico text DEFAULT NULL::text) RETURNS public.g_agenda
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_pick record;
  r      public.g_agenda;
begin
  select * into v_pick
  from public.booking_pick(p_id_dono, p_data, p_inicio, p_busy, null, p_profissional, p_servico, null);
  insert into public.g_agenda
    (id_dono, data, inicio, fim, nome, num_cliente, desc_agendamento, status, origem, email_cliente,
     id_profissional, servico)
  values (p_id_dono, p_data, p_inicio, v_pick.fim, btrim(p_nome), p_telefone, nullif(btrim(p_descricao), ''),
          'agendado', p_origem, lower(nullif(btrim(p_email), '')), v_pick.id_profissional, p_servico)
  returning * into r;
  return r;
end;
$$;

REVOKE ALL ON FUNCTION public.book_appointment(p_id_dono text, p_data date, p_inicio time without time zone, p_nome text, p_telefone text, p_descricao text, p_origem text, p_busy jsonb, p_email text, p_profissional uuid, p_servico text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.book_appointment(p_id_dono text, p_data date, p_inicio time without time zone, p_nome text, p_telefone text, p_descricao text, p_origem text, p_busy jsonb, p_email text, p_profissional uuid, p_servico text) TO service_role;
