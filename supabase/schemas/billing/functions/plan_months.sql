CREATE FUNCTION public.plan_months(p_plan text, p_cycle text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_plan
           when 'mensal' then 1 when 'semestral' then 6 when 'anual' then 12
           else case p_cycle when 'YEARLY' then 12 when 'SEMIANNUALLY' then 6 when 'QUARTERLY' then 3
                             when 'BIMONTHLY' then 2 else 1 end
         end;
$$;

REVOKE ALL ON FUNCTION public.plan_months(p_plan text, p_cycle text) FROM anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.plan_months(p_plan text, p_cycle text) TO anon;
GRANT ALL ON FUNCTION public.plan_months(p_plan text, p_cycle text) TO authenticated;
GRANT ALL ON FUNCTION public.plan_months(p_plan text, p_cycle text) TO service_role;
