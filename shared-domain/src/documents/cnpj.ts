import { normalizeCnpj } from './normalize.ts';

// Alphanumeric CNPJ (IN RFB 2.229/2024, from July 2026): the first 12 characters may be A–Z or
// digits, the last two stay digits. Numeric CNPJs are a special case of the same rule.
const CNPJ_PATTERN = /^[0-9A-Z]{12}\d{2}$/;
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Each character counts as its ASCII code minus 48: '0'–'9' → 0–9, 'A' → 17 … 'Z' → 42. */
function charValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

function mod11Digit(chars: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += charValue(chars[i]) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 12-character CNPJ base (digits or upper-case letters). */
export function cnpjCheckDigits(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('A base do CNPJ tem 12 caracteres (0–9, A–Z)');
  const first = mod11Digit(base, FIRST_WEIGHTS);
  const second = mod11Digit(base + first, SECOND_WEIGHTS);
  return `${first}${second}`;
}

/**
 * Numeric or alphanumeric CNPJ, with or without the mask, any letter case. All-same characters
 * (00.000.000/0000-00) pass the arithmetic but are not real CNPJs.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!CNPJ_PATTERN.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}
