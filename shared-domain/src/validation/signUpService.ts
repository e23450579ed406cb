import type { PersonType } from '../entities/personType.ts';
import { isBlank } from './text.ts';

/** What the sign-up service receives: e-mail and password plus the user metadata fields. */
export interface SignUpServiceInput {
  email: string;
  password: string;
  full_name: string;
  phone: string;
  person_type: PersonType;
  cpf?: string | null;
  business_name?: string | null;
  cnpj?: string | null;
}

export const SIGN_UP_SERVICE_MESSAGES = Object.freeze({
  required: 'Campos obrigatórios não preenchidos',
  cpfRequired: 'CPF é obrigatório para pessoa física',
  companyRequired: 'Nome da empresa e CNPJ são obrigatórios para pessoa jurídica',
});

/**
 * The sign-up service's own checks. They repeat part of the screens' rules because the
 * service is called from both the signup screen and the checkout. First failing message, or null.
 */
export function validateSignUpService(input: SignUpServiceInput): string | null {
  const m = SIGN_UP_SERVICE_MESSAGES;
  if ([input.email, input.full_name, input.phone].some(isBlank) || !input.password) return m.required;
  if (input.person_type === 'fisica' && isBlank(input.cpf)) return m.cpfRequired;
  if (input.person_type === 'juridica' && (isBlank(input.business_name) || isBlank(input.cnpj))) {
    return m.companyRequired;
  }
  return null;
}
