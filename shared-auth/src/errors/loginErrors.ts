import { isInvalidCredentials, isRateLimited } from './authErrorCode';

/** Login: the message under the form and the toast. */
export const LOGIN_MESSAGES = {
  required: 'Por favor, preencha todos os campos',
  invalid: 'Email ou senha incorretos. Por favor, tente novamente.',
  invalidToast: 'Email ou senha incorretos',
  tooMany: 'Muitas tentativas de login. Por favor, tente novamente mais tarde.',
  generic: 'Ocorreu um erro durante o login. Por favor, tente novamente.',
  success: 'Login realizado com sucesso!',
} as const;

export function mapLoginError(error: unknown): { message: string; toast: string } {
  if (isInvalidCredentials(error)) return { message: LOGIN_MESSAGES.invalid, toast: LOGIN_MESSAGES.invalidToast };
  if (isRateLimited(error)) return { message: LOGIN_MESSAGES.tooMany, toast: LOGIN_MESSAGES.tooMany };
  return { message: LOGIN_MESSAGES.generic, toast: LOGIN_MESSAGES.generic };
}
