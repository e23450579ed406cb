CREATE FUNCTION public.cancel_appointment(p_id uuid, p_id_dono text) RETURNS public.g_agenda
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.g_agenda;
begin
  update public.g_agenda a
  set status = 'cancelado'
  where a.id = p_id and a.id_dono = p_id_dono and a.status in ('agendado', 'confirmado', 'reagendado')
  returning * into r;
  if not found then
    perform public.booking_error('P0002', 'not_found', 404);
  end if;
  return r;
end;
$$;

REVOKE ALL ON FUNCTION public.cancel_appointment(p_id uuid, p_id_dono text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.cancel_appointment(p_id uuid, p_id_dono text) TO service_role;
