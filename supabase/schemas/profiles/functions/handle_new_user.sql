CREATE FUNCTION public.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  m            jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_full_name  text;
  v_person     text;
  v_cpf        text;
  v_cnpj       text;
  v_business   text;
  v_phone      text;
  v_dono       text;
  v_constraint text;
  v_tries      integer := 0;
begin
  if jsonb_typeof(m) <> 'object' then
    m := '{}'::jsonb;
  end if;

  -- Sign-up sends full_name/person_type/business_name; checkout sends name/personType/businessName.
  v_full_name := coalesce(nullif(btrim(m ->> 'full_name'), ''), nullif(btrim(m ->> 'name'), ''));
  v_phone     := nullif(btrim(m ->> 'phone'), '');
  v_business  := coalesce(nullif(btrim(m ->> 'business_name'), ''), nullif(btrim(m ->> 'businessName'), ''));
  v_person    := translate(lower(btrim(coalesce(m ->> 'person_type', m ->> 'personType', ''))), 'í', 'i');
  if v_person not in ('fisica', 'juridica') then
    v_person := null;
  end if;
  -- Digits only for CPF; digits/letters upper-cased for the alphanumeric CNPJ.
  v_cpf  := regexp_replace(coalesce(m ->> 'cpf', ''), '[^0-9]', '', 'g');
  v_cnpj := upper(regexp_replace(coalesce(m ->> 'cnpj', ''), '[^0-9A-Za-z]', '', 'g'));
  if v_cpf !~ '^[0-9]{11}$' then
    v_cpf := null;
  end if;
  if v_cnpj !~ '^[0-9A-Z]{12}[0-9]{2}$' then
    v_cnpj := null;
  end if;

  -- The owner code is random and the slug may be taken meanwhile: retry on those two; any other
  -- unique violation (cpf, cnpj) is re-raised. profiles_guard makes the slug.
  loop
    v_dono := public.generate_id_dono();
    begin
      insert into public.profiles
        (id, full_name, email, role, id_dono, auth_provider, person_type, cpf, business_name, cnpj, phone)
      values
        (new.id, v_full_name, new.email, 'client', v_dono,
         coalesce(new.raw_app_meta_data ->> 'provider', 'email'),
         v_person, v_cpf, v_business, v_cnpj, v_phone);
      exit;
    exception when unique_violation then
      get stacked diagnostics v_constraint = constraint_name;
      v_tries := v_tries + 1;
      if v_constraint not in ('profiles_id_dono_key', 'profiles_booking_slug_key') or v_tries >= 5 then
        raise;
      end if;
    end;
  end loop;

  insert into public.agent_configs (user_id, user_email, evolution_instance_id, system_prompt)
  values (
    new.id, new.email, new.id::text,
    'Você é um assistente virtual simpático e prestativo. Atenda os clientes com cordialidade, '
    || 'em português do Brasil, com respostas curtas (até 100 palavras). Ajude a tirar dúvidas '
    || 'sobre os serviços e a marcar, confirmar ou remarcar horários na agenda. Ao coletar dados, '
    || 'faça uma pergunta de cada vez.')
  on conflict (user_id) do nothing;

  insert into public.reminder_settings (id_dono) values (v_dono)
  on conflict (id_dono) do nothing;

  return new;
end;
$_$;

REVOKE ALL ON FUNCTION public.handle_new_user() FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.handle_new_user() TO service_role;

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();
