import { renderHook } from '@testing-library/react';
import { useField } from './useField';

describe('useField', () => {
  it("lists the caller's ids, then the hint, then the error, and marks the control invalid", () => {
    const { result } = renderHook(() =>
      useField({
        id: 'cpf',
        label: 'CPF',
        hint: 'Somente números',
        error: 'CPF inválido',
        'aria-describedby': 'extra',
      }),
    );
    expect(result.current.control).toEqual({
      id: 'cpf',
      required: undefined,
      'aria-invalid': true,
      'aria-describedby': 'extra cpf-hint cpf-error',
    });
    expect(result.current.field).toMatchObject({ id: 'cpf', hintId: 'cpf-hint', errorId: 'cpf-error' });
  });

  it("leaves the element's own props in rest and keeps a caller's aria-invalid", () => {
    const { result } = renderHook(() =>
      useField({ label: 'E-mail', type: 'email', placeholder: 'voce@empresa.com', 'aria-invalid': true }),
    );
    expect(result.current.rest).toEqual({ type: 'email', placeholder: 'voce@empresa.com' });
    expect(result.current.control['aria-invalid']).toBe(true);
    expect(result.current.control['aria-describedby']).toBeUndefined();
    expect(result.current.control.id).toMatch(/\S/);
  });
});
