CREATE FUNCTION public.g_agenda_before_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status = 'reagendado' then
    new.foi_reagendado := true;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
    if old.status <> 'disponivel' and new.status <> 'disponivel'
       and (new.data, new.inicio) is distinct from (old.data, old.inicio) then
      new.foi_reagendado := true;
    end if;
  end if;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION public.g_agenda_before_write() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.g_agenda_before_write() TO service_role;

CREATE TRIGGER g_agenda_before_write BEFORE INSERT OR UPDATE ON public.g_agenda FOR EACH ROW EXECUTE FUNCTION public.g_agenda_before_write();
