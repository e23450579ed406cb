import { authErrorCode, authErrorMessage } from './authErrorCode';

/** Google login/signup messages. */
export const GOOGLE_MESSAGES = {
  cancelled: 'Login com Google cancelado.',
  accessDenied: 'Acesso negado. Verifique as permissões concedidas.',
  network: 'Erro de conexão. Verifique sua internet e tente novamente.',
  loginFailed: 'Falha no login com Google. Por favor, tente novamente.',
  signupFailed: 'Falha no cadastro com Google. Por favor, tente novamente.',
  callbackFailed: 'Falha na autenticação com Google. Por favor, tente novamente.',
  callbackError: 'Ocorreu um erro durante a autenticação. Por favor, tente novamente.',
  success: 'Login com Google realizado com sucesso!',
  checkoutFailed: 'Erro ao fazer login com Google. Tente novamente.',
} as const;

/**
 * The original had a cancelled message without a text; ours is above.
 * `error` may be a thrown error or the `error` query value of a failed redirect.
 */
export function mapGoogleError(error: unknown, variant: 'login' | 'signup' = 'login'): string {
  const code = authErrorCode(error) || String(typeof error === 'string' ? error : '').toLowerCase();
  const message = authErrorMessage(error).toLowerCase();
  if (code.includes('popup-closed-by-user') || code.includes('cancelled')) return GOOGLE_MESSAGES.cancelled;
  if (code.includes('access-denied') || code.includes('access_denied')) return GOOGLE_MESSAGES.accessDenied;
  if (code.includes('network') || message.includes('failed to fetch') || message.includes('network')) {
    return GOOGLE_MESSAGES.network;
  }
  return variant === 'signup' ? GOOGLE_MESSAGES.signupFailed : GOOGLE_MESSAGES.loginFailed;
}
