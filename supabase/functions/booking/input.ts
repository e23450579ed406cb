// What a client sends to book, checked field by field: each bad field has its own pt-BR answer, and a
// field of the wrong type (a number for a name) is a malformed request. The body's shape (a JSON
// object) is shared-domain's contracts/booking.ts, checked before.
// The phone rule straight from shared-domain's module (it imports nothing, so it runs as is).
import { isValidPhone, normalizePhone } from '../../../shared-domain/src/documents/phone.ts';
import { daysBetween, isDate, isTime, MAX_RANGE_DAYS } from '../_shared/dates.ts';
import { Refusal } from './http.ts';
import { isUuid } from '../_shared/uuid.ts';

export const MAX_NAME = 100;
export const MAX_NOTE = 500;
export { MAX_RANGE_DAYS };

export interface BookingInput {
  data: string;
  inicio: string;
  nome: string;
  /** 55 + DDD + 9 + 8 digits, as the gateway and g_agenda.num_cliente want it. */
  telefone: string;
  servico: string | null;
  /** The professional asked for; null = "Qualquer profissional" (the database picks one). */
  profissional: string | null;
  observacao: string | null;
  /** For the e-mail reminders, when the client gives one. */
  email: string | null;
}

/** A Brazilian mobile (DDD + 9 + 8 digits, optional 55, any punctuation) as 55 + DDD + number; else null. */
export function mobilePhone(input: string): string | null {
  if (!isValidPhone(input)) return null;
  const national = normalizePhone(input);
  return /^\d{2}9\d{8}$/.test(national) ? `55${national}` : null;
}

/** An optional text field: absent, null or a string; anything else is a malformed request. */
function optionalText(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new Refusal('invalid_request');
  return value.trim() || null;
}

function requiredText(body: Record<string, unknown>, field: string, missing: Refusal['code']): string {
  const value = body[field];
  if (value === undefined || value === null) throw new Refusal(missing);
  if (typeof value !== 'string') throw new Refusal('invalid_request');
  return value;
}

/** The longest address a mail server takes (RFC 5321). */
export const MAX_EMAIL = 254;

/** An address as the database takes it: no whitespace, exactly one '@' with something on each side. */
export const isEmail = (value: string) => value.length <= MAX_EMAIL && /^[^\s@]+@[^\s@]+$/.test(value);

/** Control characters (line breaks, NUL…) have no place in a name. */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * Text WhatsApp would turn into a link: a scheme ('https://'), 'www.', an e-mail-like '@' or a
 * domain (a letter or digit, a dot, then two letters: 'bit.ly', 'x.com.br'). The name goes into the
 * confirmation sent from the owner's number, so it is refused rather than rewritten: no real name
 * looks like that ('J. R. Silva', 'Ana M.' do not), and a rewritten link would still read as one.
 */
export const looksLikeLink = (text: string) =>
  /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[\p{L}\p{N}][.。．][\p{L}]{2,}/iu.test(text);

/** An optional professional: absent or null is "any"; a string that is not an id names nobody. */
function professional(value: string | null): string | null {
  if (value === null) return null;
  if (!isUuid(value)) throw new Refusal('invalid_professional');
  return value.toLowerCase();
}

/** The body, already a JSON object (the contract's check, in book.ts), field by field. */
export function bookingInput(body: Record<string, unknown>): BookingInput {
  const data = requiredText(body, 'data', 'invalid_date');
  if (!isDate(data)) throw new Refusal('invalid_date');
  const inicio = requiredText(body, 'inicio', 'invalid_time');
  if (!isTime(inicio)) throw new Refusal('invalid_time');
  const nome = requiredText(body, 'nome', 'invalid_name').trim();
  if (!nome || [...nome].length > MAX_NAME || hasControl(nome)) throw new Refusal('invalid_name');
  if (looksLikeLink(nome)) throw new Refusal('name_with_link');
  const telefone = mobilePhone(requiredText(body, 'telefone', 'invalid_phone'));
  if (!telefone) throw new Refusal('invalid_phone');
  const servico = optionalText(body, 'servico');
  const profissional = professional(optionalText(body, 'profissional'));
  const observacao = optionalText(body, 'observacao');
  if (observacao && [...observacao].length > MAX_NOTE) throw new Refusal('invalid_note');
  const email = optionalText(body, 'email');
  if (email && !isEmail(email)) throw new Refusal('invalid_email');
  return { data, inicio, nome, telefone, servico, profissional, observacao, email };
}

/** ?de=…&ate=… of a slots request: real dates, de ≤ ate, at most MAX_RANGE_DAYS days. */
export function slotsRange(params: URLSearchParams): { de: string; ate: string } {
  const de = params.get('de');
  const ate = params.get('ate');
  if (!isDate(de) || !isDate(ate)) throw new Refusal('invalid_date');
  const days = daysBetween(de, ate);
  if (days < 0 || days >= MAX_RANGE_DAYS) throw new Refusal('invalid_range');
  return { de, ate };
}

/** ?profissional=…&servico=… of a slots request: both optional (none = any professional, the default duration). */
export function slotsFilter(params: URLSearchParams): { profissional: string | null; servico: string | null } {
  return {
    profissional: professional(params.get('profissional')?.trim() || null),
    servico: params.get('servico')?.trim() || null,
  };
}
