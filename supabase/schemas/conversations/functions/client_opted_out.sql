CREATE FUNCTION public.client_opted_out(p_user uuid, p_chat text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1
    from public.profiles p
    join public.conversas c on c.id_dono = p.id_dono
    where p.id = p_user
      and c.opt_out_em is not null
      and (c.telefone = public.phone_key(p_chat) or c.chat = regexp_replace(coalesce(p_chat, ''), '\D', '', 'g')));
$$;

REVOKE ALL ON FUNCTION public.client_opted_out(p_user uuid, p_chat text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.client_opted_out(p_user uuid, p_chat text) TO service_role;
