/** Digits only: for fields that can never hold letters (phones, card numbers). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Strips punctuation and spaces and upper-cases: '12.abc.345/01de-35' → '12ABC34501DE35'. Letters
 * are kept because the alphanumeric CNPJ has them; a CPF with a letter then fails validation
 * instead of being silently "repaired".
 */
export function normalizeDocument(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** Storage form of a CPF (profiles.cpf: 11 digits). */
export function normalizeCpf(value: string): string {
  return normalizeDocument(value);
}

/** Storage form of a CNPJ (profiles.cnpj: 12 of [0-9A-Z] + 2 digits). */
export function normalizeCnpj(value: string): string {
  return normalizeDocument(value);
}
