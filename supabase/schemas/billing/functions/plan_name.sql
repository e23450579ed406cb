CREATE FUNCTION public.plan_name(p_plan text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select 'Plano ' || case p_plan when 'mensal' then 'Mensal' when 'semestral' then 'Semestral'
                                 when 'anual' then 'Anual' else 'Personalizado' end;
$$;

REVOKE ALL ON FUNCTION public.plan_name(p_plan text) FROM anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.plan_name(p_plan text) TO anon;
GRANT ALL ON FUNCTION public.plan_name(p_plan text) TO authenticated;
GRANT ALL ON FUNCTION public.plan_name(p_plan text) TO service_role;
