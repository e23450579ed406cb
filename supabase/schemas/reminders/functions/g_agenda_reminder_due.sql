CREATE FUNCTION public.g_agenda_reminder_due() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_start timestamptz := public.appointment_start(new.data, new.inicio);
begin
  if new.status in ('agendado', 'confirmado', 'reagendado') and v_start > now() then
    insert into public.reminder_due (agendamento_id, id_dono, due_at)
    values (new.id, new.id_dono, public.reminder_first_due(v_start))
    on conflict (agendamento_id) do update set due_at = excluded.due_at;
  elsif tg_op = 'UPDATE' then
    delete from public.reminder_due where agendamento_id = new.id;
  end if;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.g_agenda_reminder_due() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.g_agenda_reminder_due() TO service_role;

CREATE TRIGGER g_agenda_reminder_due AFTER INSERT OR UPDATE OF data, inicio, status ON public.g_agenda FOR EACH ROW EXECUTE FUNCTION public.g_agenda_reminder_due();
