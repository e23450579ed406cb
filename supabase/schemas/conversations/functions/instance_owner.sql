CREATE FUNCTION public.instance_owner(p_instance text) RETURNS TABLE(user_id uuid, id_dono text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select w.user_id, p.id_dono
  from public.whatsapp_instances w join public.profiles p on p.id = w.user_id
  where w.instance_name = lower(p_instance);
$$;

REVOKE ALL ON FUNCTION public.instance_owner(p_instance text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.instance_owner(p_instance text) TO service_role;
