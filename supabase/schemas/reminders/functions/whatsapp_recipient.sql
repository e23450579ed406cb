CREATE FUNCTION public.whatsapp_recipient(p_phone text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when length(d) in (10, 11) then '55' || d else nullif(d, '') end
  from (select regexp_replace(coalesce(p_phone, ''), '\D', '', 'g') as d) s;
$$;

REVOKE ALL ON FUNCTION public.whatsapp_recipient(p_phone text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.whatsapp_recipient(p_phone text) TO service_role;
