/**
 * POST /signup (GoTrue's api/signup.go) with mailer autoconfirm on, as the Supabase CLI runs it
 * when e-mail confirmations are off: a new user is confirmed at once and signed in.
 */
import type { Ctx } from '../context.ts';
import { ApiError, badRequest, internalError, unprocessable } from '../errors.ts';
import { readParams, str, tokenJson } from '../http.ts';
import { validateEmail } from '../email.ts';
import { checkPasswordStrength, hashPassword } from '../passwords.ts';
import { validatePkceParams } from '../flow-state.ts';
import { confirmUser, findDuplicateEmail, insertIdentity, insertUser } from '../users.ts';
import { issueSession } from '../sessions.ts';

export async function signup(ctx: Ctx): Promise<Response> {
  const p = await readParams(ctx.req, 'SignupParams', {
    email: 'string',
    phone: 'string',
    password: 'string',
    data: 'object',
    channel: 'string',
    code_challenge_method: 'string',
    code_challenge: 'string',
  });
  const email = str(p.email);
  const phone = str(p.phone);
  const password = str(p.password);
  const data = (p.data as Record<string, unknown> | undefined) ?? {};

  if (email === '' && phone === '') {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, ctx.config.passwordMinLength);
  if (email !== '' && phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  validatePkceParams(str(p.code_challenge_method), str(p.code_challenge));
  if (email === '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');

  const normalized = validateEmail(email);
  const db = ctx.config.db;
  if (await findDuplicateEmail(db, normalized)) {
    // With autoconfirm GoTrue says so plainly (without it, it would answer a fake user).
    throw unprocessable('user_already_exists', 'User already registered');
  }

  // Hashing is slow: outside the transaction, as GoTrue does.
  const encrypted = await hashPassword(password);
  const session = await db.transaction(async (tx) => {
    let userId: string;
    try {
      userId = await insertUser(tx, {
        email: normalized,
        encryptedPassword: encrypted,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
      });
    } catch (e) {
      if (isUniqueViolationOnUsersEmail(e)) throw unprocessable('user_already_exists', 'User already registered');
      // A trigger on auth.users (a profile row, a check) failed: GoTrue's exact answer.
      throw withCause(internalError('Database error saving new user'), e);
    }
    const identityData: Record<string, unknown> = {
      sub: userId,
      email: normalized,
      email_verified: false,
      phone_verified: false,
    };
    for (const [k, v] of Object.entries(data)) if (!(k in identityData)) identityData[k] = v;
    try {
      await insertIdentity(tx, userId, 'email', userId, identityData);
      await confirmUser(tx, userId);
    } catch (e) {
      throw withCause(internalError('Database error updating user'), e);
    }
    return issueSession(tx, ctx.config, { id: userId }, 'password', ctx.client);
  });
  return tokenJson(session);
}

function withCause(err: ApiError, cause: unknown): ApiError {
  (err as { cause?: unknown }).cause = cause;
  return err;
}

function isUniqueViolationOnUsersEmail(e: unknown): boolean {
  const pg = e as { code?: string; constraint?: string; table?: string; schema?: string };
  return pg?.code === '23505' && pg.constraint === 'users_email_partial_key';
}
