CREATE FUNCTION public.agent_configs_sync_titular() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_dono text;
  v_id   uuid;
begin
  select p.id_dono into v_dono from public.profiles p where p.id = new.user_id;
  if v_dono is null or public.agenda_problem(new.schedule) is not null then
    return null;
  end if;
  v_id := public.titular_professional(v_dono);
  update public.profissionais p
  set agenda = (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(new.schedule) e(k, v)
                where k = any (public.weekly_keys()))
  where p.id = v_id
    and p.agenda is distinct from (select coalesce(jsonb_object_agg(k, v), '{}'::jsonb)
                                   from jsonb_each(new.schedule) e(k, v) where k = any (public.weekly_keys()));
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.agent_configs_sync_titular() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.agent_configs_sync_titular() TO service_role;

CREATE TRIGGER agent_configs_sync_titular AFTER INSERT OR UPDATE OF schedule ON public.agent_configs FOR EACH ROW EXECUTE FUNCTION public.agent_configs_sync_titular();
