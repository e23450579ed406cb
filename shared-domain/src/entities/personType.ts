/** Pessoa física (individual, CPF) or pessoa jurídica (company, CNPJ). */
export const PERSON_TYPES = ['fisica', 'juridica'] as const;

export type PersonType = (typeof PERSON_TYPES)[number];

export function isPersonType(value: unknown): value is PersonType {
  return value === 'fisica' || value === 'juridica';
}
