import { LOGIN_FORM_MESSAGE, validateLoginForm } from './loginForm.ts';

describe('validateLoginForm', () => {
  it('accepts e-mail and password', () => {
    expect(validateLoginForm({ email: 'maria@clinica.com.br', password: 'x' })).toBeNull();
  });

  it.each([
    { email: '', password: 'segredo123' },
    { email: '   ', password: 'segredo123' },
    { email: 'maria@clinica.com.br', password: '' },
    { email: '', password: '' },
  ])('refuses %p', (form) => {
    expect(validateLoginForm(form)).toBe('Por favor, preencha todos os campos');
    expect(LOGIN_FORM_MESSAGE).toBe('Por favor, preencha todos os campos');
  });
});
