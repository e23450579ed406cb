CREATE FUNCTION public.phone_key(p_phone text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when d like '55%' and length(d) = 12 and substr(d, 5, 1) in ('6', '7', '8', '9')
              then left(d, 4) || '9' || substr(d, 5) else d end
  from (select public.whatsapp_recipient(p_phone) as d) s;
$$;

REVOKE ALL ON FUNCTION public.phone_key(p_phone text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.phone_key(p_phone text) TO service_role;
