CREATE FUNCTION public.fail_send_with_reason(p_message uuid, p_erro text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.chat_messages set status = 'falhou', erro = p_erro where id = p_message and status = 'enviando';
$$;

COMMENT ON FUNCTION public.fail_send_with_reason(p_message uuid, p_erro text) IS 'A platform message that was not sent on purpose (outside the Cloud API window, no approved template): kept in the thread as failed with its reason.';

REVOKE ALL ON FUNCTION public.fail_send_with_reason(p_message uuid, p_erro text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.fail_send_with_reason(p_message uuid, p_erro text) TO service_role;
