CREATE FUNCTION public.g_agenda_no_overlap() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- A signed-in writer's row under another owner's code: row-level security refuses it next.
  if current_user = 'anon' then
    return new;
  elsif current_user = 'authenticated' and new.id_dono is distinct from public.current_id_dono() then
    return new;
  end if;
  if new.id_profissional is null and new.status in ('agendado', 'confirmado', 'reagendado') then
    new.id_profissional := public.titular_professional(new.id_dono);
  end if;
  if new.id_profissional is not null
     and (tg_op = 'INSERT' or new.id_profissional is distinct from old.id_profissional or new.id_dono is distinct from old.id_dono)
     and public.professional_owner(new.id_profissional) is distinct from new.id_dono then
    perform public.booking_error('22023', 'invalid_professional', 422);
  end if;
  if new.status not in ('agendado', 'confirmado', 'reagendado') then
    return new;
  end if;
  -- Confirming or touching an appointment that does not move is not a new claim on its time.
  if tg_op = 'UPDATE' and old.status in ('agendado', 'confirmado', 'reagendado')
     and (new.id_dono, new.data, new.inicio, new.fim, new.id_profissional)
         is not distinct from (old.id_dono, old.data, old.inicio, old.fim, old.id_profissional) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('g_agenda:' || new.id_dono, 0));
  if exists (select 1 from public.g_agenda a
             where a.id_dono = new.id_dono and a.data = new.data and a.id <> new.id
               and a.id_profissional = new.id_profissional
               and a.status in ('agendado', 'confirmado', 'reagendado')
               and a.inicio < new.fim and a.fim > new.inicio) then
    perform public.booking_error('23P01', 'slot_taken', 409);
  end if;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION public.g_agenda_no_overlap() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.g_agenda_no_overlap() TO service_role;

CREATE TRIGGER g_agenda_no_overlap BEFORE INSERT OR UPDATE ON public.g_agenda FOR EACH ROW EXECUTE FUNCTION public.g_agenda_no_overlap();
