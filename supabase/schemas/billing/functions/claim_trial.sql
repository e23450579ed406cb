CREATE FUNCTION public.claim_trial(p_user uuid, p_documento text, p_key text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_typed text := public.document_key(p_documento);
  v_own   text := public.account_document(p_user);
  v_doc   text;
begin
  if exists (select 1 from public.trial_grants where idempotency_key = p_key and user_id = p_user) then
    return true;
  end if;
  if v_own is not null then
    if v_typed is not null and v_typed <> v_own then
      return false;
    end if;
    v_doc := v_own;
  else
    -- (No document at all, only reachable from SQL: the grant is the account's alone.)
    if exists (select 1 from public.profiles p where p.id <> p_user and (p.cpf = v_typed or p.cnpj = v_typed)) then
      return false;
    end if;
    v_doc := v_typed;
  end if;
  insert into public.trial_grants (user_id, documento, idempotency_key)
  values (p_user, v_doc, p_key)
  on conflict do nothing;
  return found;
end;
$$;

REVOKE ALL ON FUNCTION public.claim_trial(p_user uuid, p_documento text, p_key text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.claim_trial(p_user uuid, p_documento text, p_key text) TO service_role;
