CREATE FUNCTION public.booking_error(p_sqlstate text, p_message text, p_status integer) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if coalesce(current_setting('request.method', true), '') <> '' then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', p_sqlstate, 'message', p_message, 'details', null, 'hint', null)::text,
      detail = json_build_object('status', p_status, 'headers', json_build_object())::text;
  end if;
  raise exception using errcode = p_sqlstate, message = p_message;
end;
$$;

REVOKE ALL ON FUNCTION public.booking_error(p_sqlstate text, p_message text, p_status integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.booking_error(p_sqlstate text, p_message text, p_status integer) TO authenticated;
GRANT ALL ON FUNCTION public.booking_error(p_sqlstate text, p_message text, p_status integer) TO service_role;
