/** Inserts separators before the given positions, only once a character exists there. */
function applySeparators(chars: string, separators: Readonly<Record<number, string>>): string {
  let out = '';
  for (let i = 0; i < chars.length; i++) out += (i > 0 && separators[i] ? separators[i] : '') + chars[i];
  return out;
}

const CPF_SEPARATORS = { 3: '.', 6: '.', 9: '-' };
const CNPJ_SEPARATORS = { 2: '.', 5: '.', 8: '/', 12: '-' };

/** Progressive '000.000.000-00' mask for typing: '5299822' → '529.982.2'. */
export function maskCpf(input: string): string {
  return applySeparators(input.replace(/\D/g, '').slice(0, 11), CPF_SEPARATORS);
}

/**
 * Progressive '00.000.000/0000-00' mask. Letters are accepted (and upper-cased) in the first 12
 * positions, as the alphanumeric CNPJ allows; the two check digits accept digits only.
 */
export function maskCnpj(input: string): string {
  let chars = '';
  for (const char of input.toUpperCase()) {
    if (chars.length === 14) break;
    if (chars.length < 12 ? /[0-9A-Z]/.test(char) : /\d/.test(char)) chars += char;
  }
  return applySeparators(chars, CNPJ_SEPARATORS);
}
