CREATE FUNCTION public.hand_off_conversation(p_user uuid, p_chat text, p_motivo text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c public.conversas;
begin
  c := public.conversation_for(p_user, p_chat);
  if c.estado in ('aguardando', 'voce') then
    return public.conversation_json(c) || jsonb_build_object('ja_pausado', true);
  end if;
  c := public.pause_conversation(c.id, 'aguardando', coalesce(nullif(btrim(p_motivo), ''), 'Sem motivo informado'));
  return public.conversation_json(c) || jsonb_build_object('ja_pausado', false);
end;
$$;

REVOKE ALL ON FUNCTION public.hand_off_conversation(p_user uuid, p_chat text, p_motivo text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.hand_off_conversation(p_user uuid, p_chat text, p_motivo text) TO service_role;
