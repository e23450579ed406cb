CREATE FUNCTION public.opt_out_email(p_id_dono text, p_email text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  if v_email !~ '^[^\s@]+@[^\s@]+$' or not exists (select 1 from public.profiles p where p.id_dono = p_id_dono) then
    raise exception 'invalid opt-out' using errcode = '22023';
  end if;
  insert into public.email_opt_outs (id_dono, email) values (p_id_dono, v_email) on conflict do nothing;
  update public.notifications n
  set status = 'skipped', error = 'opted_out'
  where n.id_dono = p_id_dono and n.channel = 'email' and n.recipient = v_email and n.status = 'scheduled';
  return (select b.negocio from public.owner_business(p_id_dono) b);
end;
$_$;

REVOKE ALL ON FUNCTION public.opt_out_email(p_id_dono text, p_email text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.opt_out_email(p_id_dono text, p_email text) TO service_role;
