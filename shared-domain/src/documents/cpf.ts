import { normalizeCpf } from './normalize.ts';

const CPF_PATTERN = /^\d{11}$/;

function mod11Digit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (firstWeight - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 9-digit CPF base. */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('A base do CPF tem 9 dígitos');
  const first = mod11Digit(base, 10);
  const second = mod11Digit(base + first, 11);
  return `${first}${second}`;
}

/**
 * 11 digits (punctuation allowed), matching check digits, and not all the same digit:
 * 111.111.111-11 passes mod 11 but is not a real CPF.
 */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpf(value);
  if (!CPF_PATTERN.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}
