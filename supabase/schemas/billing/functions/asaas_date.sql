CREATE FUNCTION public.asaas_date(p text) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
           when p ~ '^\d{4}-\d{2}-\d{2}' then substr(p, 1, 10)::date
           when p ~ '^\d{2}/\d{2}/\d{4}' then to_date(substr(p, 1, 10), 'DD/MM/YYYY')
         end;
$$;

REVOKE ALL ON FUNCTION public.asaas_date(p text) FROM anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.asaas_date(p text) TO anon;
GRANT ALL ON FUNCTION public.asaas_date(p text) TO authenticated;
GRANT ALL ON FUNCTION public.asaas_date(p text) TO service_role;
