CREATE FUNCTION public.profissionais_guard() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_problem text;
  v_future  integer;
begin
  if current_user in ('authenticated', 'anon') then
    -- An owner code left out is the caller's; another owner's is refused by row-level security.
    if tg_op = 'INSERT' then
      new.id_dono := coalesce(nullif(new.id_dono, ''), public.current_id_dono());
      new.titular := false;
    elsif new.titular is distinct from old.titular then
      raise exception 'titular é definido pelo servidor' using errcode = '42501';
    end if;
  end if;
  new.nome := btrim(coalesce(new.nome, ''));
  if new.nome = '' or char_length(new.nome) > 100 then
    raise exception 'Informe o nome do profissional.' using errcode = '23514';
  end if;
  new.servicos := coalesce(new.servicos, '{}');
  v_problem := public.agenda_problem(new.agenda);
  if v_problem is not null then
    raise exception '%', v_problem using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and old.ativo and not new.ativo then
    if not exists (select 1 from public.profissionais p
                   where p.id_dono = new.id_dono and p.ativo and p.id <> new.id) then
      raise exception 'Mantenha pelo menos um profissional ativo.' using errcode = 'P0001';
    end if;
    -- desativar_profissional says what becomes of the future appointments; a plain update is told how many.
    if coalesce(current_setting('app.desativando', true), '') <> new.id::text then
      v_future := public.professional_future_count(new.id);
      if v_future > 0 then
        raise exception 'Este profissional tem % agendamento(s) futuro(s). Escolha manter ou transferir os agendamentos.',
          v_future using errcode = 'P0001', hint = v_future::text;
      end if;
    end if;
  end if;
  return new;
end;
$$;

REVOKE ALL ON FUNCTION public.profissionais_guard() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.profissionais_guard() TO service_role;

CREATE TRIGGER profissionais_guard BEFORE INSERT OR UPDATE ON public.profissionais FOR EACH ROW EXECUTE FUNCTION public.profissionais_guard();
