// The client's details as typed, their errors, and the focus on the first field in error.
import { useCallback, useRef, useState } from 'react';
import type { FieldRefs } from './components/ContactForm';
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactForm';

const EMPTY: ContactValues = { nome: '', telefone: '', email: '', observacao: '' };

export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const fieldRefs: FieldRefs = {
    nome: useRef<HTMLInputElement>(null),
    telefone: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    observacao: useRef<HTMLTextAreaElement>(null),
  };

  /** A field typed in: its value, and its error gone until the next check. */
  const change = useCallback((field: ContactField, value: string) => {
    setValues((c) => ({ ...c, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  /** An error under one field, which takes the focus. */
  const pointAt = (field: ContactField, message: string) => {
    setErrors({ [field]: message });
    fieldRefs[field].current?.focus();
  };

  /** Checks every field: true when all are fine, else their errors show and the first takes the focus. */
  const check = () => {
    const found = validateContact(values);
    setErrors(found);
    const firstBad = CONTACT_FIELDS.find((f) => found[f]);
    if (firstBad) fieldRefs[firstBad].current?.focus();
    return !firstBad;
  };

  return { values, errors, fieldRefs, change, pointAt, check };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
