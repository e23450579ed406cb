CREATE FUNCTION public.booking_day_starts(p_schedule jsonb, p_dow integer) RETURNS TABLE(ini integer, seg_fim integer)
    LANGUAGE plpgsql IMMUTABLE ROWS 20
    SET search_path TO ''
    AS $$
declare
  v_key   text := (array['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'])[p_dow + 1];
  v_day   jsonb := p_schedule -> 'dias' -> v_key;
  v_dur   integer := public.booking_int(p_schedule -> 'duracao_atendimento', 30);
  v_step  integer := v_dur + greatest(public.booking_int(p_schedule -> 'tempo_entre_atendimentos', 0), 0);
  v_open  integer;
  v_close integer;
  v_breaks jsonb;
  v_cur   integer;
  b       record;
begin
  if v_dur <= 0 then
    return;
  end if;
  if jsonb_typeof(v_day) = 'object' then
    if v_day -> 'ativo' is distinct from 'true'::jsonb then
      return;
    end if;
    v_open := public.booking_minutes(v_day ->> 'horario_inicio');
    v_close := public.booking_minutes(v_day ->> 'horario_fim');
    v_breaks := v_day -> 'intervalos';
  else
    if p_schedule -> 'dias_atendimento' -> v_key is distinct from 'true'::jsonb then
      return;
    end if;
    v_open := public.booking_minutes(p_schedule ->> 'horario_inicio');
    v_close := public.booking_minutes(p_schedule ->> 'horario_fim');
    v_breaks := p_schedule -> 'intervalos';
  end if;
  if v_open is null or v_close is null or v_close <= v_open then
    return;
  end if;
  if jsonb_typeof(v_breaks) is distinct from 'array' then
    v_breaks := '[]';
  end if;

  v_cur := v_open;
  for b in
    select greatest(x.bi, v_open) as bi, least(x.bf, v_close) as bf
    from (select public.booking_minutes(e ->> 'inicio') as bi, public.booking_minutes(e ->> 'fim') as bf
          from jsonb_array_elements(v_breaks) e) x
    where x.bi is not null and x.bf is not null and x.bf > x.bi and x.bf > v_open and x.bi < v_close
    order by 1, 2
  loop
    if b.bi > v_cur then
      return query select s, b.bi from generate_series(v_cur, b.bi - v_dur, v_step) s;
    end if;
    v_cur := greatest(v_cur, b.bf);
  end loop;
  if v_close > v_cur then
    return query select s, v_close from generate_series(v_cur, v_close - v_dur, v_step) s;
  end if;
end;
$$;

REVOKE ALL ON FUNCTION public.booking_day_starts(p_schedule jsonb, p_dow integer) FROM PUBLIC, anon, authenticated, service_role;

