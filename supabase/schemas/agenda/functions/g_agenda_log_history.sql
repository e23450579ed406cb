CREATE FUNCTION public.g_agenda_log_history() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_acao     text;
  v_detalhes text;
  v_usuario  text;
  v_quando   text := to_char(new.data, 'DD/MM/YYYY') || ' às ' || to_char(new.inicio, 'HH24:MI');
  v_quem     text := coalesce(nullif(btrim(new.nome), ''), 'Cliente');
begin
  if tg_op = 'INSERT' then
    if new.status = 'disponivel' then
      return null;
    end if;
    v_acao := 'Agendamento criado';
  else
    if (new.data, new.inicio, new.fim, new.status, new.nome, new.num_cliente, new.desc_agendamento, new.local)
       is not distinct from
       (old.data, old.inicio, old.fim, old.status, old.nome, old.num_cliente, old.desc_agendamento, old.local) then
      return null;
    end if;
    if new.status = 'cancelado' and old.status <> 'cancelado' then
      v_acao := 'Agendamento cancelado';
    elsif new.status = 'disponivel' and old.status <> 'disponivel' then
      v_acao := 'Horário liberado';
    elsif old.status = 'disponivel' then
      v_acao := 'Agendamento criado';
    elsif (new.data, new.inicio) is distinct from (old.data, old.inicio) or
          (new.status = 'reagendado' and old.status <> 'reagendado') then
      v_acao := 'Agendamento reagendado';
      v_detalhes := v_quem || ' — de ' || to_char(old.data, 'DD/MM/YYYY') || ' às '
                    || to_char(old.inicio, 'HH24:MI') || ' para ' || v_quando;
    elsif new.status = 'confirmado' and old.status <> 'confirmado' then
      v_acao := 'Agendamento confirmado';
    else
      v_acao := 'Agendamento atualizado';
    end if;
  end if;

  v_usuario := coalesce(
    (select coalesce(nullif(btrim(p.full_name), ''), p.email) from public.profiles p where p.id = auth.uid()),
    case when tg_op = 'INSERT' and new.origem = 'assistente' then 'Assistente'
         when tg_op = 'INSERT' and new.origem = 'pagina' then 'Página de agendamento' end,
    case when auth.role() = 'service_role' then 'Assistente' end,
    'Sistema');

  insert into public.g_agenda_historico (id_dono, agendamento_id, acao, detalhes, usuario)
  values (new.id_dono, new.id, v_acao, coalesce(v_detalhes, v_quem || ' — ' || v_quando), v_usuario);
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.g_agenda_log_history() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.g_agenda_log_history() TO service_role;

CREATE TRIGGER g_agenda_log_history AFTER INSERT OR UPDATE ON public.g_agenda FOR EACH ROW EXECUTE FUNCTION public.g_agenda_log_history();
