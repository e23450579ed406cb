CREATE FUNCTION public.conversation_paused(p_user uuid, p_chat text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select c.estado in ('aguardando', 'voce') from public.conversas c
                   where c.user_id = p_user and c.telefone = public.phone_key(p_chat)), false);
$$;

REVOKE ALL ON FUNCTION public.conversation_paused(p_user uuid, p_chat text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.conversation_paused(p_user uuid, p_chat text) TO service_role;
