CREATE FUNCTION public.set_opt_out(p_conversa uuid, p_sair boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c           public.conversas;
  v_mudou     boolean;
  v_confirmar boolean;
begin
  select * into c from public.conversas where id = p_conversa for update;
  v_mudou := (c.opt_out_em is not null) <> p_sair;
  v_confirmar := v_mudou and (c.opt_out_aviso_em is null or c.opt_out_aviso_em <= now() - interval '10 minutes');
  update public.conversas
  set opt_out_em = case when p_sair then coalesce(opt_out_em, now()) end,
      opt_out_aviso_em = case when v_confirmar then now() else opt_out_aviso_em end
  where id = p_conversa
  returning * into c;
  -- Nothing queued for that number goes out any more.
  if p_sair then
    update public.notifications n
    set status = 'skipped', error = 'opted_out'
    where n.id_dono = c.id_dono and n.status = 'scheduled' and n.channel = 'whatsapp'
      and public.phone_key(n.recipient) = c.telefone;
    update public.g_atendimento set pesquisa = null where conversa_id = c.id and pesquisa = 'na_fila';
  end if;
  return public.conversation_json(c)
         || jsonb_build_object('negocio', (select b.negocio from public.owner_business(c.id_dono) b),
                               'mudou', v_mudou, 'confirmar', v_confirmar);
end;
$$;

REVOKE ALL ON FUNCTION public.set_opt_out(p_conversa uuid, p_sair boolean) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.set_opt_out(p_conversa uuid, p_sair boolean) TO service_role;
