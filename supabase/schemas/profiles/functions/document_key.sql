CREATE FUNCTION public.document_key(p_documento text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select nullif(upper(regexp_replace(coalesce(p_documento, ''), '[^0-9A-Za-z]', '', 'g')), '');
$$;

REVOKE ALL ON FUNCTION public.document_key(p_documento text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.document_key(p_documento text) TO service_role;
