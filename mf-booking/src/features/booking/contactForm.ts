// The client's details: name (required, up to 100 characters), a Brazilian mobile with DDD (what the
// booking function accepts for a WhatsApp confirmation), an optional e-mail (for e-mail reminders, when
// the business sends them) and an optional note up to 500 characters.
import { isValidPhone, normalizePhone } from 'shared-domain/phone';

export const MAX_NAME = 100;
export const MAX_NOTE = 500;
/** The longest address the booking function takes. */
export const MAX_EMAIL = 254;

export interface ContactValues {
  nome: string;
  telefone: string;
  email: string;
  observacao: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_MESSAGES = {
  nameRequired: 'Informe seu nome',
  nameTooLong: `Nome muito longo (até ${MAX_NAME} caracteres)`,
  phoneInvalid: 'Informe um celular válido com DDD',
  emailInvalid: 'E-mail inválido',
  noteTooLong: `Observação muito longa (até ${MAX_NOTE} caracteres)`,
} as const;

/** A mobile: DDD + 9 + 8 digits (a landline cannot receive the WhatsApp confirmation). */
const isMobile = (phone: string) => isValidPhone(phone) && /^\d{2}9\d{8}$/.test(normalizePhone(phone));

/** What the database keeps as an e-mail: no whitespace, a single '@' with text on both sides. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export function validateContact({ nome, telefone, email, observacao }: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = nome.trim();
  if (!name) errors.nome = CONTACT_MESSAGES.nameRequired;
  else if ([...name].length > MAX_NAME) errors.nome = CONTACT_MESSAGES.nameTooLong;
  if (!isMobile(telefone)) errors.telefone = CONTACT_MESSAGES.phoneInvalid;
  if (email.trim() && !EMAIL_PATTERN.test(email.trim())) errors.email = CONTACT_MESSAGES.emailInvalid;
  if ([...observacao.trim()].length > MAX_NOTE) errors.observacao = CONTACT_MESSAGES.noteTooLong;
  return errors;
}

/** The fields in the order the form shows them: the first with an error takes the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['nome', 'telefone', 'email', 'observacao'];

/** The field a refusal of the function points at, if any. */
export function fieldOfError(code: string): ContactField | null {
  if (code === 'invalid_name' || code === 'name_with_link') return 'nome';
  if (code === 'invalid_phone') return 'telefone';
  if (code === 'invalid_email') return 'email';
  if (code === 'invalid_note') return 'observacao';
  return null;
}
