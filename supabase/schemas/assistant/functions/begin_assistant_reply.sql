CREATE FUNCTION public.begin_assistant_reply(p_user uuid, p_chat text, p_texto text, p_cap integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_started jsonb;
  v_dono    text;
begin
  v_started := public.begin_send(p_user, p_chat, 'assistente', p_texto, true, null);
  if coalesce((v_started ->> 'paused')::boolean, false) or v_started ->> 'instance_name' is null then
    return v_started;
  end if;
  select p.id_dono into v_dono from public.profiles p where p.id = p_user;
  if not public.take_assistant_reply(v_dono, p_cap) then
    raise exception 'assistant_daily_limit' using errcode = 'P0001';
  end if;
  return v_started;
end;
$$;

REVOKE ALL ON FUNCTION public.begin_assistant_reply(p_user uuid, p_chat text, p_texto text, p_cap integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.begin_assistant_reply(p_user uuid, p_chat text, p_texto text, p_cap integer) TO service_role;
