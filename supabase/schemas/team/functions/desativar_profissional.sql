CREATE FUNCTION public.desativar_profissional(p_id uuid, p_destino uuid DEFAULT NULL::uuid) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_dono  text;
  v_moved integer := 0;
begin
  select p.id_dono into v_dono from public.profissionais p where p.id = p_id and p.ativo;
  if v_dono is null then
    perform public.booking_error('22023', 'invalid_professional', 422);
  end if;
  if p_destino is not null then
    if p_destino = p_id or not exists (select 1 from public.profissionais p
                                       where p.id = p_destino and p.id_dono = v_dono and p.ativo) then
      perform public.booking_error('22023', 'invalid_professional', 422);
    end if;
    update public.g_agenda a set id_profissional = p_destino
    where a.id_profissional = p_id and a.data >= (now() at time zone 'America/Sao_Paulo')::date
      and a.status in ('agendado', 'confirmado', 'reagendado');
    get diagnostics v_moved = row_count;
  end if;
  perform set_config('app.desativando', p_id::text, true);
  update public.profissionais set ativo = false where id = p_id;
  perform set_config('app.desativando', '', true);
  return v_moved;
end;
$$;

REVOKE ALL ON FUNCTION public.desativar_profissional(p_id uuid, p_destino uuid) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.desativar_profissional(p_id uuid, p_destino uuid) TO authenticated;
GRANT ALL ON FUNCTION public.desativar_profissional(p_id uuid, p_destino uuid) TO service_role;
