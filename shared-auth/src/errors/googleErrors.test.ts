import { GOOGLE_MESSAGES, mapGoogleError } from './googleErrors';

describe('mapGoogleError', () => {
  it('maps access_denied', () => {
    expect(mapGoogleError('access_denied')).toBe('Acesso negado. Verifique as permissões concedidas.');
    expect(mapGoogleError({ code: 'auth/access-denied' })).toBe(GOOGLE_MESSAGES.accessDenied);
  });

  it('maps network failures', () => {
    expect(mapGoogleError(new TypeError('Failed to fetch'))).toBe(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
    expect(mapGoogleError({ code: 'auth/network-request-failed' })).toBe(GOOGLE_MESSAGES.network);
  });

  it('maps a closed popup to the cancelled message', () => {
    expect(mapGoogleError({ code: 'auth/popup-closed-by-user' })).toBe(GOOGLE_MESSAGES.cancelled);
  });

  it('says login or cadastro by variant otherwise', () => {
    expect(mapGoogleError(new Error('boom'))).toBe('Falha no login com Google. Por favor, tente novamente.');
    expect(mapGoogleError(new Error('boom'), 'signup')).toBe(
      'Falha no cadastro com Google. Por favor, tente novamente.',
    );
  });
});
