CREATE FUNCTION public.conversation_for(p_user uuid, p_chat text, p_nome text DEFAULT NULL::text) RETURNS public.conversas
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_tel text := public.phone_key(p_chat);
  c     public.conversas;
begin
  insert into public.conversas (user_id, id_dono, telefone, chat, nome)
  select p_user, p.id_dono, v_tel, regexp_replace(p_chat, '\D', '', 'g'), nullif(btrim(p_nome), '')
  from public.profiles p where p.id = p_user
  on conflict (user_id, telefone) do nothing;
  select * into c from public.conversas where user_id = p_user and telefone = v_tel for update;
  if c.id is null then
    raise exception 'no profile for user %', p_user using errcode = '23503';
  end if;
  -- The client's WhatsApp shows a name now: keep the newest one.
  if nullif(btrim(p_nome), '') is not null and c.nome is distinct from btrim(p_nome) then
    update public.conversas set nome = btrim(p_nome) where id = c.id returning * into c;
  end if;
  return c;
end;
$$;

REVOKE ALL ON FUNCTION public.conversation_for(p_user uuid, p_chat text, p_nome text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.conversation_for(p_user uuid, p_chat text, p_nome text) TO service_role;
