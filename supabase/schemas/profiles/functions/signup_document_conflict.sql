CREATE FUNCTION public.signup_document_conflict(p_email text, p_cpf text DEFAULT NULL::text, p_cnpj text DEFAULT NULL::text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
    when exists (
      select 1 from public.profiles p
      where p.cpf = nullif(regexp_replace(coalesce(p_cpf, ''), '[^0-9]', '', 'g'), '')
        and lower(coalesce(p.email, '')) <> lower(btrim(coalesce(p_email, '')))
    ) then 'cpf'
    when exists (
      select 1 from public.profiles p
      where p.cnpj = nullif(upper(regexp_replace(coalesce(p_cnpj, ''), '[^0-9A-Za-z]', '', 'g')), '')
        and lower(coalesce(p.email, '')) <> lower(btrim(coalesce(p_email, '')))
    ) then 'cnpj'
  end;
$$;

REVOKE ALL ON FUNCTION public.signup_document_conflict(p_email text, p_cpf text, p_cnpj text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.signup_document_conflict(p_email text, p_cpf text, p_cnpj text) TO anon;
GRANT ALL ON FUNCTION public.signup_document_conflict(p_email text, p_cpf text, p_cnpj text) TO authenticated;
GRANT ALL ON FUNCTION public.signup_document_conflict(p_email text, p_cpf text, p_cnpj text) TO service_role;
