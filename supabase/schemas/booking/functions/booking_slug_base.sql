CREATE FUNCTION public.booking_slug_base(p_name text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    nullif(btrim(left(btrim(regexp_replace(lower(translate(coalesce(p_name, ''),
      'áàâãäåÁÀÂÃÄÅéèêëÉÈÊËíìîïÍÌÎÏóòôõöÓÒÔÕÖúùûüÚÙÛÜçÇñÑýÿÝªº',
      'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyyao')),
      '[^a-z0-9]+', '-', 'g'), '-'), 50), '-'), ''),
    'agenda');
$$;

REVOKE ALL ON FUNCTION public.booking_slug_base(p_name text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.booking_slug_base(p_name text) TO authenticated;
GRANT ALL ON FUNCTION public.booking_slug_base(p_name text) TO service_role;
