CREATE FUNCTION public.booking_refusal(p_schedule jsonb, p_data date, p_inicio time without time zone) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when p_data + p_inicio < (now() at time zone 'America/Sao_Paulo')
           + make_interval(mins => greatest(public.booking_int(p_schedule -> 'antecedencia_minima', 120), 0))
      then 'past'
    when p_data > (now() at time zone 'America/Sao_Paulo')::date
           + public.booking_int(p_schedule -> 'periodo_disponivel', 30) - 1
      then 'out_of_window'
    else 'not_a_free_slot'
  end;
$$;

REVOKE ALL ON FUNCTION public.booking_refusal(p_schedule jsonb, p_data date, p_inicio time without time zone) FROM PUBLIC, anon, authenticated, service_role;

