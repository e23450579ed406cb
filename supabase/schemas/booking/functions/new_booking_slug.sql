CREATE FUNCTION public.new_booking_slug(p_name text, p_self uuid DEFAULT NULL::uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_base text := public.booking_slug_base(p_name);
  v_slug text := v_base;
  v_n    integer := 1;
begin
  if pg_trigger_depth() = 0 and coalesce(auth.role(), '') in ('authenticated', 'anon') then
    raise exception 'permission denied for function new_booking_slug' using errcode = '42501';
  end if;
  while exists (select 1 from public.profiles p
                where p.booking_slug = v_slug and p.id is distinct from p_self) loop
    v_n := v_n + 1;
    v_slug := v_base || '-' || v_n;
  end loop;
  return v_slug;
end;
$$;

REVOKE ALL ON FUNCTION public.new_booking_slug(p_name text, p_self uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.new_booking_slug(p_name text, p_self uuid) TO authenticated;
GRANT ALL ON FUNCTION public.new_booking_slug(p_name text, p_self uuid) TO service_role;
