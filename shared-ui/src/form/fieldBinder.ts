import type { Dispatch, SetStateAction } from 'react';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export interface BoundField {
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * Binds a form held in one state object to Input/Select props: `field('cpf', maskCpf)` gives the
 * name, the value, its error and an onChange that stores what was typed (through the mask, if any).
 */
export function fieldBinder<T extends object>(
  values: T,
  setValues: Dispatch<SetStateAction<T>>,
  errors: Partial<Record<keyof T, string>> = {},
) {
  return (name: TextKeys<T>, format?: (value: string) => string): BoundField => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (e) => setValues((v) => ({ ...v, [name]: format ? format(e.target.value) : e.target.value })),
  });
}
