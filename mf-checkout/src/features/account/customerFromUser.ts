import type { User } from '@supabase/supabase-js';
import {
  normalizeCnpj,
  normalizeCpf,
  type CheckoutResumeFormData,
  type PersonType,
  type ProfileRow,
} from 'shared-domain';
import type { CustomerData } from '../../lib/checkoutStore';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Customer data of a signed-in user: the profile first, then the user metadata (either
 * the signup screen's keys or the checkout's), then what the form had (saved before Google).
 */
export function customerFromUser(
  user: Pick<User, 'email' | 'user_metadata'>,
  profile: Partial<ProfileRow> | null,
  saved?: Partial<CheckoutResumeFormData> & { personType?: PersonType },
): CustomerData {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const pick = (...values: unknown[]) => values.map(text).find((v) => v.trim() !== '') ?? '';
  const type = pick(profile?.person_type, meta.person_type, meta.personType, saved?.personType);
  const personType: PersonType = type === 'juridica' ? 'juridica' : 'fisica';
  return {
    personType,
    name: pick(profile?.full_name, meta.full_name, meta.name, saved?.name),
    email: pick(profile?.email, user.email, saved?.email),
    phone: pick(profile?.phone, meta.phone, saved?.phone),
    cpf: normalizeCpf(pick(profile?.cpf, meta.cpf, saved?.cpf)),
    businessName: pick(profile?.business_name, meta.business_name, meta.businessName, saved?.businessName),
    cnpj: normalizeCnpj(pick(profile?.cnpj, meta.cnpj, saved?.cnpj)),
  };
}
