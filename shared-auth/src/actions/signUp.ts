import { SHELL_PAGES } from 'shared-build/paths';
import type { Session, User } from '@supabase/supabase-js';
import { normalizeCnpj, normalizeCpf, normalizePhone, validateSignUpService, type PersonType } from 'shared-domain';
import { getSupabase } from '../supabase/getSupabase';
import { setRememberMe } from '../config/rememberMeStorage';
import { mapSignupServerError, SIGNUP_MESSAGES, SignUpError } from '../errors/signupErrors';

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
  phone: string;
  personType: PersonType;
  cpf?: string;
  businessName?: string;
  cnpj?: string;
}

/** The user metadata a sign-up sends; the database's sign-up trigger reads either set of keys. */
export type SignUpMetadata = (input: SignUpInput) => Record<string, string>;

/** Signup screen metadata: full_name, phone, person_type, role, status, then cpf or business_name and cnpj. */
export function signupMetadata(input: SignUpInput): Record<string, string> {
  // id_dono and role are decided by the database (user_metadata is writable by its user); role and
  // status are still sent as the original client sent them, and the server ignores them.
  const base = {
    full_name: input.name.trim(),
    phone: normalizePhone(input.phone),
    person_type: input.personType,
    role: 'client',
    status: 'active',
  };
  return input.personType === 'fisica'
    ? { ...base, cpf: normalizeCpf(input.cpf ?? '') }
    : { ...base, business_name: (input.businessName ?? '').trim(), cnpj: normalizeCnpj(input.cnpj ?? '') };
}

/** The checkout's metadata: name, phone, personType, then cpf or businessName and cnpj. */
export function checkoutMetadata(input: SignUpInput): Record<string, string> {
  const base = { name: input.name.trim(), phone: normalizePhone(input.phone), personType: input.personType };
  return input.personType === 'fisica'
    ? { ...base, cpf: normalizeCpf(input.cpf ?? '') }
    : { ...base, businessName: (input.businessName ?? '').trim(), cnpj: normalizeCnpj(input.cnpj ?? '') };
}

async function documentConflict(input: SignUpInput): Promise<void> {
  const args =
    input.personType === 'fisica'
      ? { p_email: input.email, p_cpf: normalizeCpf(input.cpf ?? '') }
      : { p_email: input.email, p_cnpj: normalizeCnpj(input.cnpj ?? '') };
  const { data, error } = await getSupabase().rpc('signup_document_conflict', args);
  if (error) return; // the database's unique indexes still refuse a duplicate below
  if (data === 'cpf') throw new SignUpError(SIGNUP_MESSAGES.cpfOtherEmail);
  if (data === 'cnpj') throw new SignUpError(SIGNUP_MESSAGES.cnpjOtherEmail);
}

/**
 * An e-mail is "already registered" when a one-time code can be sent to it without
 * creating a user. The checkout uses it too, to tell an unknown user from a wrong password, which
 * GoTrue answers alike.
 */
export async function isEmailRegistered(email: string): Promise<boolean> {
  const { error } = await getSupabase().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  return !error;
}

/**
 * Recovery: 'Database error saving new user' may still have created the user. A password
 * sign-in tells; if it works, the profile is ensured by upsert and the sign-up counts as done.
 */
async function recoverFromDatabaseError(input: SignUpInput) {
  const supabase = getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email: input.email, password: input.password });
  if (error || !data.user) throw new SignUpError(SIGNUP_MESSAGES.database);
  // The profile's columns, whichever keys the metadata used.
  const fields = signupMetadata(input);
  const { error: upsertError } = await supabase.from('profiles').upsert(
    {
      id: data.user.id,
      full_name: fields.full_name,
      phone: fields.phone,
      person_type: fields.person_type,
      cpf: fields.cpf ?? null,
      business_name: fields.business_name ?? null,
      cnpj: fields.cnpj ?? null,
      role: 'client',
    },
    { onConflict: 'id' },
  );
  if (upsertError) throw new SignUpError(mapSignupServerError(upsertError) || SIGNUP_MESSAGES.database);
  return { user: data.user, session: data.session };
}

/**
 * The sign-up service: rules, the document and e-mail checks, then the auth sign-up with the
 * signup screen's metadata, or the one given (the checkout sends its own keys).
 */
export async function signUpCustomer(
  input: SignUpInput,
  { metadata: toMetadata = signupMetadata }: { metadata?: SignUpMetadata } = {},
): Promise<{ user: User; session: Session | null }> {
  const email = input.email.trim().toLowerCase();
  const normalized = { ...input, email };
  const ruleError = validateSignUpService({
    email,
    password: input.password,
    full_name: input.name,
    phone: input.phone,
    person_type: input.personType,
    cpf: input.cpf,
    business_name: input.businessName,
    cnpj: input.cnpj,
  });
  if (ruleError) throw new SignUpError(ruleError);

  await documentConflict(normalized);
  if (await isEmailRegistered(email)) throw new SignUpError(SIGNUP_MESSAGES.emailRegistered);

  setRememberMe(true);
  const metadata = toMetadata(normalized);
  const { data, error } = await getSupabase().auth.signUp({
    email,
    password: input.password,
    options: { data: metadata, emailRedirectTo: `${window.location.origin}${SHELL_PAGES.authCallback}` },
  });
  if (error) {
    if (/database error saving new user/i.test(error.message)) return recoverFromDatabaseError(normalized);
    throw new SignUpError(mapSignupServerError(error) || SIGNUP_MESSAGES.screenGeneric);
  }
  if (!data.user) throw new SignUpError(SIGNUP_MESSAGES.emptyResponse);
  return { user: data.user, session: data.session };
}
