CREATE FUNCTION public.reminder_settings_due_again() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform public.reminders_due_again(new.id_dono);
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.reminder_settings_due_again() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.reminder_settings_due_again() TO service_role;

CREATE TRIGGER reminder_settings_due_again AFTER INSERT OR UPDATE OF antes24h, antes1h, whatsapp, email ON public.reminder_settings FOR EACH ROW EXECUTE FUNCTION public.reminder_settings_due_again();
