CREATE FUNCTION public.take_assistant_reply(p_id_dono text, p_cap integer) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_count integer;
begin
  if p_cap is null or p_cap < 1 then
    raise exception 'take_assistant_reply: cap must be positive' using errcode = '22023';
  end if;
  insert into public.assistant_days as d (id_dono, dia, respostas)
  values (p_id_dono, (now() at time zone 'America/Sao_Paulo')::date, 1)
  on conflict (id_dono, dia) do update set respostas = d.respostas + 1 where d.respostas < p_cap
  returning d.respostas into v_count;
  -- Days before yesterday are of no use any more.
  delete from public.assistant_days
  where id_dono = p_id_dono and dia < (now() at time zone 'America/Sao_Paulo')::date - 1;
  return v_count is not null;
end;
$$;

REVOKE ALL ON FUNCTION public.take_assistant_reply(p_id_dono text, p_cap integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.take_assistant_reply(p_id_dono text, p_cap integer) TO service_role;
