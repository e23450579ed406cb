// Valid documents for tests (this package's, other packages', the Playwright journeys'). Pass a
// seeded `random` for reproducible values; the default is Math.random.

import { cnpjCheckDigits } from '../documents/cnpj.ts';
import { cpfCheckDigits } from '../documents/cpf.ts';
import { maskCnpj, maskCpf } from '../documents/masks.ts';

export type RandomSource = () => number;

export interface GenerateOptions {
  /** Return the masked form ('529.982.247-25') instead of the bare one. */
  formatted?: boolean;
  /** A function returning numbers in [0, 1), like Math.random. */
  random?: RandomSource;
}

export interface GenerateCnpjOptions extends GenerateOptions {
  /** Draw the 12-character base from 0–9 and A–Z (with at least one letter), as since July 2026. */
  alphanumeric?: boolean;
}

const DIGITS = '0123456789';
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function pick(alphabet: string, length: number, random: RandomSource): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length) % alphabet.length];
  return out;
}

export function generateCpf(options: GenerateOptions = {}): string {
  const random = options.random ?? Math.random;
  let base = pick(DIGITS, 9, random);
  // An all-same base would give an all-same CPF (111.111.111-11), which is invalid.
  if (/^(\d)\1{8}$/.test(base)) base = base.slice(0, 8) + ((Number(base[8]) + 1) % 10);
  const cpf = base + cpfCheckDigits(base);
  return options.formatted ? maskCpf(cpf) : cpf;
}

export function generateCnpj(options: GenerateCnpjOptions = {}): string {
  const random = options.random ?? Math.random;
  let base = pick(options.alphanumeric ? ALPHANUMERIC : DIGITS, 12, random);
  if (options.alphanumeric && !/[A-Z]/.test(base)) {
    base = pick(ALPHANUMERIC.slice(10), 1, random) + base.slice(1);
  }
  if (/^(.)\1{11}$/.test(base)) base = base.slice(0, 11) + (base[11] === '1' ? '2' : '1');
  const cnpj = base + cnpjCheckDigits(base);
  return options.formatted ? maskCnpj(cnpj) : cnpj;
}
