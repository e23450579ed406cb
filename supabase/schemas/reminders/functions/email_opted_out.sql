CREATE FUNCTION public.email_opted_out(p_id_dono text, p_email text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.email_opt_outs o where o.id_dono = p_id_dono and o.email = lower(btrim(p_email)));
$$;

REVOKE ALL ON FUNCTION public.email_opted_out(p_id_dono text, p_email text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.email_opted_out(p_id_dono text, p_email text) TO service_role;
