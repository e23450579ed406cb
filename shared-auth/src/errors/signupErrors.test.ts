import { AuthApiError } from '@supabase/supabase-js';
import { mapSignupServerError, SIGNUP_MESSAGES, signupScreenMessage } from './signupErrors';

describe('mapSignupServerError', () => {
  it('maps an already registered user to the e-mail duplicate message', () => {
    expect(mapSignupServerError(new AuthApiError('User already registered', 422, 'user_already_exists'))).toBe(
      'Este e-mail já está cadastrado no sistema',
    );
    expect(mapSignupServerError({ message: 'User already registered' })).toBe(SIGNUP_MESSAGES.emailDuplicate);
  });

  it('maps duplicate keys by the column they name', () => {
    expect(
      mapSignupServerError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "profiles_cpf_key"',
      }),
    ).toBe('Este CPF já está cadastrado no sistema');
    expect(
      mapSignupServerError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "profiles_cnpj_key"',
      }),
    ).toBe('Este CNPJ já está cadastrado no sistema');
    expect(
      mapSignupServerError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "users_email_key"',
      }),
    ).toBe('Este e-mail já está cadastrado no sistema');
  });

  it('passes other messages through', () => {
    expect(mapSignupServerError({ message: 'Password should be at least 6 characters.' })).toBe(
      'Password should be at least 6 characters.',
    );
  });
});

describe('signupScreenMessage', () => {
  it('words CPF and CNPJ conflicts as already registered', () => {
    expect(signupScreenMessage('CPF já cadastrado no sistema com outro e-mail')).toBe(
      'Este CPF já está cadastrado no sistema',
    );
    expect(signupScreenMessage('CNPJ já cadastrado no sistema com outro e-mail')).toBe(
      'Este CNPJ já está cadastrado no sistema',
    );
  });

  it('suggests login or recovery for a registered e-mail', () => {
    expect(signupScreenMessage('Este e-mail já está cadastrado no sistema')).toBe(
      'Este e-mail já está cadastrado no sistema. Por favor, faça login ou use a opção de recuperação de senha.',
    );
  });

  it('prefixes any other message, and has a text for none', () => {
    expect(signupScreenMessage('Campos obrigatórios não preenchidos')).toBe(
      'Erro ao criar conta: Campos obrigatórios não preenchidos',
    );
    expect(signupScreenMessage('')).toBe('Erro ao criar conta. Por favor, tente novamente.');
    expect(signupScreenMessage(undefined)).toBe(SIGNUP_MESSAGES.screenGeneric);
  });
});
