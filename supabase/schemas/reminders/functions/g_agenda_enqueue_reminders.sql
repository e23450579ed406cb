CREATE FUNCTION public.g_agenda_enqueue_reminders() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if public.appointment_start(new.data, new.inicio) between now() and now() + interval '24 hours' then
    perform public.enqueue_due_reminders(new.id);
  end if;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.g_agenda_enqueue_reminders() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.g_agenda_enqueue_reminders() TO service_role;

CREATE TRIGGER g_agenda_enqueue_reminders AFTER INSERT OR UPDATE OF data, inicio, status, num_cliente, email_cliente ON public.g_agenda FOR EACH ROW WHEN ((new.status = ANY (ARRAY['agendado'::text, 'confirmado'::text, 'reagendado'::text]))) EXECUTE FUNCTION public.g_agenda_enqueue_reminders();
