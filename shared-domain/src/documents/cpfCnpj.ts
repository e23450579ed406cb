import { isValidCnpj } from './cnpj.ts';
import { isValidCpf } from './cpf.ts';
import { normalizeDocument } from './normalize.ts';

/** For the payment customer's cpfCnpj, which takes either document. */
export function isValidCpfOrCnpj(value: string): boolean {
  const doc = normalizeDocument(value);
  return doc.length === 11 ? isValidCpf(doc) : isValidCnpj(doc);
}
