import { authErrorMessage, isRateLimited, LOGIN_MESSAGES } from 'shared-auth';

/** Spec 1 §8 'Checkout' and 'External-provider login' (in checkout), §4 (back from Google). */
export const ACCOUNT_MESSAGES = Object.freeze({
  userNotFound: 'Usuário não encontrado. Por favor, crie uma conta.',
  wrongPassword: 'Senha incorreta',
  generic: 'Erro ao processar solicitação',
  signUpSuccess: 'Conta criada com sucesso!',
  signInSuccess: 'Login realizado com sucesso!',
  googleError: 'Erro ao fazer login com Google. Tente novamente.',
  googleResumed: 'Login realizado com sucesso! Continue seu checkout.',
});

/** Any other failure: its pt-BR message when it has one, else the generic text. */
export function accountErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return LOGIN_MESSAGES.tooMany;
  const message = authErrorMessage(error);
  // GoTrue's own texts are English; the sign-up service's are pt-BR (SignUpError).
  return message && (error as { name?: string })?.name === 'SignUpError' ? message : ACCOUNT_MESSAGES.generic;
}
