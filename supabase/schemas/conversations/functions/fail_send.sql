CREATE FUNCTION public.fail_send(p_message uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.chat_messages where id = p_message and status = 'enviando';
$$;

REVOKE ALL ON FUNCTION public.fail_send(p_message uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.fail_send(p_message uuid) TO service_role;
