CREATE FUNCTION public.release_assistant_notice(p_id_dono text, p_dia date) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.assistant_days set aviso_em = null where id_dono = p_id_dono and dia = p_dia;
$$;

REVOKE ALL ON FUNCTION public.release_assistant_notice(p_id_dono text, p_dia date) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.release_assistant_notice(p_id_dono text, p_dia date) TO service_role;
