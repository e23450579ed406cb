CREATE FUNCTION public.profissionais_limit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not new.ativo or (tg_op = 'UPDATE' and old.ativo and old.id_dono = new.id_dono) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('profissionais:' || new.id_dono, 0));
  if (select count(*) from public.profissionais p
      where p.id_dono = new.id_dono and p.ativo and p.id <> new.id) >= public.max_active_professionals() then
    raise exception 'Limite de % profissionais ativos atingido.', public.max_active_professionals()
      using errcode = 'PT422', hint = 'team_limit';
  end if;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION public.profissionais_limit() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.profissionais_limit() TO service_role;

CREATE TRIGGER profissionais_limit BEFORE INSERT OR UPDATE OF ativo, id_dono ON public.profissionais FOR EACH ROW EXECUTE FUNCTION public.profissionais_limit();
