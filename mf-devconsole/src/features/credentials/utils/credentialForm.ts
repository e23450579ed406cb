import type { Credential, CredentialCategory, CredentialEnvironment, CredentialFields } from '../types';

/** The dialog's fields as typed (strings), before trimming. */
export interface CredentialForm {
  name: string;
  value: string;
  description: string;
  environment: CredentialEnvironment;
  category: CredentialCategory;
}

export type CredentialFormErrors = Partial<Record<'name' | 'value', string>>;

export const NAME_REQUIRED = 'Nome é obrigatório';
export const VALUE_REQUIRED = 'Valor é obrigatório';
export const DUPLICATE_NAME = 'Já existe uma credencial com este nome neste ambiente.';

/** A new credential starts in development, category other. */
export const EMPTY_CREDENTIAL_FORM: CredentialForm = {
  name: '',
  value: '',
  description: '',
  environment: 'development',
  category: 'other',
};

export function formFromCredential(c: Credential): CredentialForm {
  const { name, value, description, environment, category } = c;
  return { name, value, description, environment, category };
}

/** Name and value are required (blank counts as empty). */
export function validateCredentialForm(form: CredentialForm): CredentialFormErrors {
  const errors: CredentialFormErrors = {};
  if (!form.name.trim()) errors.name = NAME_REQUIRED;
  if (!form.value.trim()) errors.value = VALUE_REQUIRED;
  return errors;
}

/** What is kept: outer spaces dropped (a pasted key often brings a trailing newline). */
export function toCredentialFields(form: CredentialForm): CredentialFields {
  return {
    name: form.name.trim(),
    value: form.value.trim(),
    description: form.description.trim(),
    environment: form.environment,
    category: form.category,
  };
}
