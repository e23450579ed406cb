import type { PersonType } from '../entities/personType.ts';
import { isBlank, passwordLength } from './text.ts';

export interface SignupScreenForm {
  personType: PersonType;
  name: string;
  cpf: string;
  businessName: string;
  cnpj: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export const SIGNUP_PASSWORD_MIN_LENGTH = 8;

export const SIGNUP_SCREEN_MESSAGES = Object.freeze({
  required: 'Por favor, preencha todos os campos obrigatórios.',
  passwordMismatch: 'As senhas não coincidem.',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres.',
  cpfRequired: 'CPF é obrigatório para pessoa física.',
  companyRequired: 'Nome da empresa e CNPJ são obrigatórios para pessoa jurídica.',
  termsRequired: 'Você precisa aceitar os termos de serviço.',
});

/**
 * The signup screen's rules, in the order the screen checks them; the first failing rule's message, or null.
 * A plain function, not a schema: the screen shows one message and the order decides which.
 * The original screen had no CPF/CNPJ format check, so none is made here.
 */
export function validateSignupScreen(form: SignupScreenForm): string | null {
  const m = SIGNUP_SCREEN_MESSAGES;
  if ([form.name, form.email, form.phone].some(isBlank) || !form.password || !form.confirmPassword) return m.required;
  if (form.password !== form.confirmPassword) return m.passwordMismatch;
  if (passwordLength(form.password) < SIGNUP_PASSWORD_MIN_LENGTH) return m.passwordTooShort;
  if (form.personType === 'fisica' && isBlank(form.cpf)) return m.cpfRequired;
  if (form.personType === 'juridica' && (isBlank(form.businessName) || isBlank(form.cnpj))) return m.companyRequired;
  if (!form.acceptTerms) return m.termsRequired;
  return null;
}
