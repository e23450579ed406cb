CREATE FUNCTION public.agenda_problem(p_agenda jsonb) RETURNS text
    LANGUAGE plpgsql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_keys   text[] := array['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];
  v_labels text[] := array['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira',
                           'Sexta-feira', 'Sábado'];
  v_open   integer := 0;
  v_day    jsonb;
  v_ini    integer;
  v_fim    integer;
begin
  if jsonb_typeof(p_agenda) is distinct from 'object' then
    return 'Ative pelo menos um dia de atendimento.';
  end if;
  for i in 1..7 loop
    v_day := p_agenda -> 'dias' -> v_keys[i];
    if jsonb_typeof(v_day) = 'object' then
      continue when v_day -> 'ativo' is distinct from 'true'::jsonb;
      v_ini := public.booking_minutes(v_day ->> 'horario_inicio');
      v_fim := public.booking_minutes(v_day ->> 'horario_fim');
    else
      continue when p_agenda -> 'dias_atendimento' -> v_keys[i] is distinct from 'true'::jsonb;
      v_ini := public.booking_minutes(p_agenda ->> 'horario_inicio');
      v_fim := public.booking_minutes(p_agenda ->> 'horario_fim');
    end if;
    v_open := v_open + 1;
    if v_ini is null or v_fim is null then
      return v_labels[i] || ': informe os horários de início e de término.';
    end if;
    if v_fim <= v_ini then
      return v_labels[i] || ': o horário de término deve ser depois do horário de início.';
    end if;
  end loop;
  if v_open = 0 then
    return 'Ative pelo menos um dia de atendimento.';
  end if;
  return null;
end;
$$;

REVOKE ALL ON FUNCTION public.agenda_problem(p_agenda jsonb) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.agenda_problem(p_agenda jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.agenda_problem(p_agenda jsonb) TO service_role;
