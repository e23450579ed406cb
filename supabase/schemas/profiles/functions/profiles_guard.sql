CREATE FUNCTION public.profiles_guard() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('authenticated', 'anon') then
    if tg_op = 'INSERT' then
      new.email := auth.email();
      new.username := null;
      new.id_dono := coalesce(
        (select p.id_dono from public.profiles p where p.id = new.id),
        public.generate_id_dono());
      new.booking_slug := coalesce(
        (select p.booking_slug from public.profiles p where p.id = new.id),
        public.new_booking_slug(coalesce(nullif(btrim(new.business_name), ''), new.full_name), new.id));
    elsif new.role is distinct from old.role
       or new.id_dono is distinct from old.id_dono
       or new.id is distinct from old.id
       or new.email is distinct from old.email
       or new.username is distinct from old.username
       or new.booking_slug is distinct from old.booking_slug then
      raise exception 'role, username e id_dono são definidos pelo servidor'
        using errcode = '42501';
    end if;
  else
    if new.id_dono is null then
      new.id_dono := public.generate_id_dono();
    end if;
    if tg_op = 'INSERT' and coalesce(new.booking_slug, '') = '' then
      new.booking_slug := public.new_booking_slug(
        coalesce(nullif(btrim(new.business_name), ''), new.full_name), new.id);
    end if;
  end if;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION public.profiles_guard() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.profiles_guard() TO service_role;

CREATE TRIGGER profiles_guard BEFORE INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.profiles_guard();
