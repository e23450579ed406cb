import * as v from 'valibot';
import { firstIssuePerField, type FieldErrors } from './fieldErrors.ts';
import { requiredText } from './requiredFields.ts';

export interface CardForm {
  /** Spaces allowed: '4111 1111 1111 1111'. */
  cardNumber: string;
  /** 'MM/AA'. */
  expiry: string;
  cvv: string;
  /** The select's value: a number or its string. */
  installments: number | string | null | undefined;
}

export type CardFormField = keyof CardForm;
export type CardFormErrors = FieldErrors<CardFormField>;

export const CARD_FORM_MESSAGES = Object.freeze({
  cardNumberRequired: 'Número do cartão é obrigatório',
  cardNumberInvalid: 'Número do cartão inválido',
  expiryRequired: 'Data de validade é obrigatória',
  expiryInvalid: 'Data inválida (MM/AA)',
  cvvRequired: 'CVV é obrigatório',
  cvvInvalid: 'CVV inválido',
  /** The original only required installments, without a text; this one is ours. */
  installmentsRequired: 'Selecione o número de parcelas',
});

const m = CARD_FORM_MESSAGES;

// A select with nothing chosen yields '' (or 0 from a numeric default); both mean "required".
function isInstallmentCount(value: unknown): boolean {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1;
}

const schema = v.object({
  cardNumber: v.pipe(
    requiredText(m.cardNumberRequired),
    v.check((s) => /^\d{16}$/.test(s.replace(/\s/g, '')), m.cardNumberInvalid),
  ),
  expiry: v.pipe(
    requiredText(m.expiryRequired),
    v.check((s) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(s.trim()), m.expiryInvalid),
  ),
  cvv: v.pipe(
    requiredText(m.cvvRequired),
    v.check((s) => /^\d{3,4}$/.test(s.trim()), m.cvvInvalid),
  ),
  // A missing key reads as null, so it still reaches the check.
  installments: v.pipe(v.optional(v.unknown(), null), v.check(isInstallmentCount, m.installmentsRequired)),
});

/**
 * The credit-card form: one message per invalid field, {} when valid. Only the
 * format is checked (no expiry-in-the-past or Luhn check, as in the original; the provider
 * refuses a bad card).
 */
export function validateCardForm(form: Partial<CardForm>): CardFormErrors {
  const result = v.safeParse(schema, form);
  return result.success ? {} : firstIssuePerField<CardFormField>(result.issues);
}
