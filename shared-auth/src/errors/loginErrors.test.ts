import { AuthApiError } from '@supabase/supabase-js';
import { LOGIN_MESSAGES, mapLoginError } from './loginErrors';

describe('mapLoginError', () => {
  it('maps GoTrue invalid_credentials to the wrong e-mail or password message and toast', () => {
    const error = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(mapLoginError(error)).toEqual({
      message: 'Email ou senha incorretos. Por favor, tente novamente.',
      toast: 'Email ou senha incorretos',
    });
  });

  it.each(['auth/invalid-credential', 'auth/user-not-found', 'auth/wrong-password'])(
    'maps the code %s the same way',
    (code) => {
      expect(mapLoginError({ code }).message).toBe(LOGIN_MESSAGES.invalid);
    },
  );

  it('maps a 429 and too-many-requests to the rate-limit message', () => {
    expect(mapLoginError(new AuthApiError('Too many requests', 429, 'over_request_rate_limit')).message).toBe(
      'Muitas tentativas de login. Por favor, tente novamente mais tarde.',
    );
    expect(mapLoginError({ code: 'auth/too-many-requests' }).message).toBe(LOGIN_MESSAGES.tooMany);
  });

  it('maps anything else to the generic message', () => {
    expect(mapLoginError(new Error('Failed to fetch')).message).toBe(
      'Ocorreu um erro durante o login. Por favor, tente novamente.',
    );
    expect(mapLoginError(null).message).toBe(LOGIN_MESSAGES.generic);
  });
});
