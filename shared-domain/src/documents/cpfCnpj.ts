import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { normalizeDocument } from './normalize';

/** For the payment customer's cpfCnpj, which takes either document. */
export function isValidCpfOrCnpj(value: string): boolean {
  const doc = normalizeDocument(value);
  return doc.length === 11 ? isValidCpf(doc) : isValidCnpj(doc);
}
