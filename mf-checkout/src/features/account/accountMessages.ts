import { authErrorMessage, isRateLimited, LOGIN_MESSAGES } from 'shared-auth';

/** Step 1's messages: sign-in and sign-up, Google login in the checkout, and the return from Google. */
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
