// Brazilian phones: optional +55, a two-digit area code (DDD), then a mobile of 9 digits starting
// with 9 or a landline of 8 digits.

/** Area codes in use (Anatel). Numbers like (10) or (20) do not exist. */
export const BRAZILIAN_AREA_CODES: readonly string[] = Object.freeze(
  [
    '11 12 13 14 15 16 17 18 19', // SP
    '21 22 24 27 28', // RJ, ES
    '31 32 33 34 35 37 38', // MG
    '41 42 43 44 45 46 47 48 49', // PR, SC
    '51 53 54 55', // RS
    '61 62 63 64 65 66 67 68 69', // DF, GO, TO, MT, MS, AC, RO
    '71 73 74 75 77 79', // BA, SE
    '81 82 83 84 85 86 87 88 89', // PE, AL, PB, RN, CE, PI
    '91 92 93 94 95 96 97 98 99', // PA, AM, RR, AP, MA
  ]
    .join(' ')
    .split(' '),
);

const AREA_CODES = new Set(BRAZILIAN_AREA_CODES);

/**
 * National digits (DDD + number), dropping a +55 country code. 12 or 13 digits starting with 55 can
 * only be 55 + DDD + number, so the DDD 55 (RS) itself is never stripped from a national number.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
}

/**
 * Mobile: DDD + 9 + 8 digits. Landline: DDD + 8 digits starting with 2–5 (numbers starting 6–9 are
 * mobiles, which have carried the leading 9 since 2016). Only digits and phone punctuation allowed.
 */
export function isValidPhone(input: string): boolean {
  if (!/^[\d\s()+.-]*$/.test(input)) return false;
  // An explicit country code must be Brazil's.
  if (input.trim().startsWith('+') && !input.replace(/\D/g, '').startsWith('55')) return false;
  const phone = normalizePhone(input);
  if (!AREA_CODES.has(phone.slice(0, 2))) return false;
  const number = phone.slice(2);
  return /^9\d{8}$/.test(number) || /^[2-5]\d{7}$/.test(number);
}

/** '55' + DDD + number, as the WhatsApp gateway and g_agenda.num_cliente want it; null if invalid. */
/**
 * Digits with Brazil's 55 in front when they are a national number (DDD + 8 or 9 digits); anything
 * else as it is (already 55 + DDD + number, or not a Brazilian number at all).
 */
export function withCountryCode(digits: string): string {
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

export function toInternationalPhone(input: string): string | null {
  return isValidPhone(input) ? `55${normalizePhone(input)}` : null;
}

/**
 * Progressive mask for typing: '(11) 98765-4321' for mobiles, '(11) 3456-7890' for landlines.
 * A leading +55 is dropped.
 */
export function formatPhone(input: string): string {
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') && digits.startsWith('55')) digits = digits.slice(2);
  else digits = normalizePhone(digits);
  digits = digits.slice(0, 11);

  if (digits.length === 0) return '';
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (digits.length <= 2) return `(${ddd}`;
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const split = rest.length === 9 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
