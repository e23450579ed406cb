CREATE FUNCTION public.opted_out(p_id_dono text, p_phone text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.conversas c
                 where c.id_dono = p_id_dono and c.telefone = public.phone_key(p_phone)
                   and c.opt_out_em is not null);
$$;

REVOKE ALL ON FUNCTION public.opted_out(p_id_dono text, p_phone text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.opted_out(p_id_dono text, p_phone text) TO service_role;
