import * as v from 'valibot';
import { isValidCnpj } from '../documents/cnpj.ts';
import { isValidCpf } from '../documents/cpf.ts';
import type { PersonType } from '../entities/personType.ts';
import { firstIssuePerField, type FieldErrors } from './fieldErrors.ts';
import { requiredPassword, requiredText } from './requiredFields.ts';
import { EMAIL_PATTERN, passwordLength } from './text.ts';

/** Step 1 of the checkout: customer data plus the passwords. */
export interface CheckoutAccountForm {
  personType: PersonType;
  name: string;
  businessName: string;
  email: string;
  password: string;
  confirmPassword: string;
  cpf: string;
  cnpj: string;
  phone: string;
}

export type CheckoutAccountMode = 'signin' | 'signup';
export type CheckoutAccountField = Exclude<keyof CheckoutAccountForm, 'personType'>;
export type CheckoutAccountErrors = FieldErrors<CheckoutAccountField>;

export const CHECKOUT_PASSWORD_MIN_LENGTH = 6;

export const CHECKOUT_ACCOUNT_MESSAGES = Object.freeze({
  nameRequired: 'Nome é obrigatório',
  businessNameRequired: 'Nome da empresa é obrigatório',
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  passwordRequired: 'Senha é obrigatória',
  passwordTooShort: 'A senha deve ter no mínimo 6 caracteres',
  confirmPasswordRequired: 'Confirme sua senha',
  passwordMismatch: 'As senhas não coincidem',
  cpfRequired: 'CPF é obrigatório',
  cpfInvalid: 'CPF inválido',
  cnpjRequired: 'CNPJ é obrigatório',
  cnpjInvalid: 'CNPJ inválido',
  phoneRequired: 'Telefone é obrigatório',
});

const m = CHECKOUT_ACCOUNT_MESSAGES;

const signIn = v.object({
  email: requiredText(m.emailRequired),
  password: requiredPassword(m.passwordRequired),
});

const signUpEntries = {
  name: requiredText(m.nameRequired),
  email: v.pipe(requiredText(m.emailRequired), v.regex(EMAIL_PATTERN, m.emailInvalid)),
  password: v.pipe(
    requiredPassword(m.passwordRequired),
    v.check((s) => passwordLength(s) >= CHECKOUT_PASSWORD_MIN_LENGTH, m.passwordTooShort),
  ),
  confirmPassword: requiredPassword(m.confirmPasswordRequired),
  phone: requiredText(m.phoneRequired),
};

// Reported under confirmPassword, where the user retypes. partialCheck runs whenever both
// passwords are strings, even if another field (or the password's length) is wrong.
const signUpIndividual = v.pipe(
  v.object({ ...signUpEntries, cpf: v.pipe(requiredText(m.cpfRequired), v.check(isValidCpf, m.cpfInvalid)) }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, m.passwordMismatch),
    ['confirmPassword'],
  ),
);

const signUpCompany = v.pipe(
  v.object({
    ...signUpEntries,
    businessName: requiredText(m.businessNameRequired),
    cnpj: v.pipe(requiredText(m.cnpjRequired), v.check(isValidCnpj, m.cnpjInvalid)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, m.passwordMismatch),
    ['confirmPassword'],
  ),
);

/**
 * Checkout step 1 (the sign-up form): one message per invalid field, {} when the
 * form can be sent. Sign-in needs only e-mail and password; sign-up checks the documents' check
 * digits (alphanumeric CNPJ included) and the 6-character minimum of this form.
 */
export function validateCheckoutAccount(
  form: Partial<CheckoutAccountForm>,
  mode: CheckoutAccountMode,
): CheckoutAccountErrors {
  const schema = mode === 'signin' ? signIn : form.personType === 'juridica' ? signUpCompany : signUpIndividual;
  const result = v.safeParse(schema, form);
  return result.success ? {} : firstIssuePerField<CheckoutAccountField>(result.issues);
}
