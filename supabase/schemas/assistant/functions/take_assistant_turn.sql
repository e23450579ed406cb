CREATE FUNCTION public.take_assistant_turn(p_conversa uuid, p_limit integer, p_window_minutes integer, p_daily_limit integer, p_daily_window_minutes integer, p_owner_runs integer) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  c        public.conversas;
  v_now    timestamptz := clock_timestamp();
  v_short  interval := make_interval(mins => greatest(coalesce(p_window_minutes, 1), 1));
  v_long   interval := make_interval(mins => greatest(coalesce(p_daily_window_minutes, 1), 1));
  v_keep   interval;
  v_key    text := p_conversa::text;
  v_recent integer;
  v_day    integer;
  v_until  timestamptz;
  v_dia    date := (now() at time zone 'America/Sao_Paulo')::date;
  v_runs   integer;
  v_avisar boolean := false;
begin
  if p_limit is null or p_limit < 1 or p_daily_limit is null or p_daily_limit < 1
     or p_owner_runs is null or p_owner_runs < 1 then
    raise exception 'take_assistant_turn: limits must be positive' using errcode = '22023';
  end if;
  v_keep := greatest(v_short, v_long);
  select * into c from public.conversas where id = p_conversa for update;
  if c.id is null then
    raise exception 'no conversation %', p_conversa using errcode = 'P0002';
  end if;

  -- The number's windows.
  select count(*) filter (where r.created_at > v_now - v_short),
         count(*) filter (where r.created_at > v_now - v_long)
    into v_recent, v_day
  from public.booking_requests r
  where r.scope = 'assistente' and r.client_key = v_key and r.created_at > v_now - v_keep;
  if v_recent >= p_limit or v_day >= p_daily_limit then
    -- One more counts again when the oldest message filling a full window leaves it.
    v_until := greatest(
      case when v_recent >= p_limit then
        (select r.created_at + v_short from public.booking_requests r
         where r.scope = 'assistente' and r.client_key = v_key and r.created_at > v_now - v_short
         order by r.created_at offset v_recent - p_limit limit 1) end,
      case when v_day >= p_daily_limit then
        (select r.created_at + v_long from public.booking_requests r
         where r.scope = 'assistente' and r.client_key = v_key and r.created_at > v_now - v_long
         order by r.created_at offset v_day - p_daily_limit limit 1) end);
    update public.conversas set muitas_mensagens_ate = v_until
    where id = c.id and muitas_mensagens_ate is distinct from v_until;
    select * into c from public.conversas where id = p_conversa;
    return public.conversation_json(c)
           || jsonb_build_object('allowed', false, 'reason', 'cliente', 'muitas_mensagens_ate', v_until);
  end if;

  -- The owner's day: one statement, so parallel numbers never pass the budget.
  insert into public.assistant_days as d (id_dono, dia, execucoes, pausado_em)
  values (c.id_dono, v_dia, 1, case when p_owner_runs <= 1 then v_now end)
  on conflict (id_dono, dia) do update
    set execucoes = d.execucoes + 1,
        -- A budget raised during the day lifts the pause.
        pausado_em = case when d.execucoes + 1 >= p_owner_runs then coalesce(d.pausado_em, v_now) end
    where d.execucoes < p_owner_runs
  returning d.execucoes into v_runs;

  if v_runs is null or v_runs >= p_owner_runs then
    update public.assistant_days set pausado_em = v_now
    where id_dono = c.id_dono and dia = v_dia and pausado_em is null;
    update public.assistant_days set aviso_em = v_now
    where id_dono = c.id_dono and dia = v_dia and aviso_em is null
    returning true into v_avisar;
  end if;

  if v_runs is not null then
    insert into public.booking_requests (scope, client_key, created_at, expires_at)
    values ('assistente', v_key, v_now, v_now + v_keep);
    if c.muitas_mensagens_ate is not null then
      update public.conversas set muitas_mensagens_ate = null where id = c.id returning * into c;
    end if;
  end if;

  return public.conversation_json(c)
         || jsonb_build_object('allowed', v_runs is not null,
                               'reason', case when v_runs is null then 'dono' end,
                               'avisar', coalesce(v_avisar, false))
         || case when coalesce(v_avisar, false) then
              jsonb_build_object(
                'email', (select p.email from public.profiles p where p.id = public.owner_user(c.id_dono)),
                'negocio', (select b.negocio from public.owner_business(c.id_dono) b),
                'dia', v_dia,
                'volta_em', ((v_dia + 1)::timestamp at time zone 'America/Sao_Paulo'))
            else '{}'::jsonb end;
end;
$$;

REVOKE ALL ON FUNCTION public.take_assistant_turn(p_conversa uuid, p_limit integer, p_window_minutes integer, p_daily_limit integer, p_daily_window_minutes integer, p_owner_runs integer) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.take_assistant_turn(p_conversa uuid, p_limit integer, p_window_minutes integer, p_daily_limit integer, p_daily_window_minutes integer, p_owner_runs integer) TO service_role;
