CREATE FUNCTION public.chat_messages_touch() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.conversa_id is null then
    return null;
  end if;
  update public.conversas
  set ultima_mensagem = left(new.body, 200), ultima_mensagem_em = new.created_at
  where id = new.conversa_id and (ultima_mensagem_em is null or ultima_mensagem_em <= new.created_at);
  if new.atendimento_id is not null then
    update public.g_atendimento
    set ultima_mensagem_em = greatest(coalesce(ultima_mensagem_em, new.created_at), new.created_at)
    where id = new.atendimento_id and status = 'em_andamento';
  end if;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.chat_messages_touch() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.chat_messages_touch() TO service_role;

CREATE TRIGGER chat_messages_touch AFTER INSERT ON public.chat_messages FOR EACH ROW EXECUTE FUNCTION public.chat_messages_touch();
