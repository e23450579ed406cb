CREATE FUNCTION public.account_document(p_user uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.document_key(case when p.person_type = 'juridica' then coalesce(p.cnpj, p.cpf)
                                  else coalesce(p.cpf, p.cnpj) end)
  from public.profiles p where p.id = p_user;
$$;

REVOKE ALL ON FUNCTION public.account_document(p_user uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.account_document(p_user uuid) TO service_role;
