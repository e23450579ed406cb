-- Sign-up rule: a CPF or CNPJ already in use with a different e-mail is rejected.
-- The original client read profiles by cpf/cnpj as a visitor; with row-level security a visitor reads
-- no profile at all, and must not. This function answers only the one question the sign-up needs,
-- for one exact document, without returning the other account's e-mail or id.
-- Returns 'cpf' or 'cnpj' when that document belongs to an account with another e-mail, else null.
create or replace function public.signup_document_conflict(p_email text, p_cpf text default null, p_cnpj text default null)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (
      select 1 from public.profiles p
      where p.cpf = nullif(regexp_replace(coalesce(p_cpf, ''), '[^0-9]', '', 'g'), '')
        and lower(coalesce(p.email, '')) <> lower(btrim(coalesce(p_email, '')))
    ) then 'cpf'
    when exists (
      select 1 from public.profiles p
      where p.cnpj = nullif(upper(regexp_replace(coalesce(p_cnpj, ''), '[^0-9A-Za-z]', '', 'g')), '')
        and lower(coalesce(p.email, '')) <> lower(btrim(coalesce(p_email, '')))
    ) then 'cnpj'
  end;
$$;
revoke execute on function public.signup_document_conflict(text, text, text) from public;
grant execute on function public.signup_document_conflict(text, text, text) to anon, authenticated;
