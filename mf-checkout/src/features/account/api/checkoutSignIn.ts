import { isInvalidCredentials } from 'shared-auth';
import { isEmailRegistered, signInWithPassword } from 'shared-auth/client';
import { ACCOUNT_MESSAGES, accountErrorMessage } from '../accountMessages';

export type SignInOutcome = { ok: true } | { ok: false; message: string; switchToSignUp: boolean };

/**
 * 'Já tenho conta': an unknown e-mail sends the visitor to 'Criar conta'; a known one
 * gets 'Senha incorreta'. GoTrue answers both alike, so the e-mail is probed as the sign-up does.
 */
export async function checkoutSignIn(email: string, password: string): Promise<SignInOutcome> {
  try {
    await signInWithPassword(email, password);
    return { ok: true };
  } catch (error) {
    if (!isInvalidCredentials(error)) return { ok: false, message: accountErrorMessage(error), switchToSignUp: false };
    // A probe that fails says nothing: assume the account exists rather than push a sign-up.
    const registered = await isEmailRegistered(email.trim().toLowerCase()).catch(() => true);
    return registered
      ? { ok: false, message: ACCOUNT_MESSAGES.wrongPassword, switchToSignUp: false }
      : { ok: false, message: ACCOUNT_MESSAGES.userNotFound, switchToSignUp: true };
  }
}
