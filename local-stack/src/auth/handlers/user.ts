/** GET /user and PUT /user (GoTrue's api/user.go). */
import type { Queryable } from '../../db/types.ts';
import type { Ctx } from '../context.ts';
import { requireAuthentication } from '../context.ts';
import { ApiError, badRequest, forbidden, internalError, unprocessable } from '../errors.ts';
import { json, readParams, str } from '../http.ts';
import { validateEmail } from '../email.ts';
import { checkPasswordStrength, hashPassword, hasPassword, verifyPassword } from '../passwords.ts';
import { createFlowState, validatePkceParams } from '../flow-state.ts';
import { AUDIENCE, findDuplicateEmail, loadUserJson, mergeUserMetadata } from '../users.ts';
import { endOtherSessions } from '../sessions.ts';
import { getReferrer } from '../redirect.ts';
import { storeOneTimeToken, secondsUntilNextEmail, markEmailSent } from '../one-time-tokens.ts';
import { generateOtp } from '../crypto.ts';
import { sendLinkEmail, verifyLink } from '../mail.ts';
import { takeEmailQuota } from '../links.ts';

export async function getUser(ctx: Ctx): Promise<Response> {
  const { user, claims } = await requireAuthentication(ctx);
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  const requested = ctx.req.headers.get('x-jwt-aud') || AUDIENCE;
  if (aud !== requested) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  return json(200, await loadUserJson(ctx.config.db, user.id));
}

export async function updateUser(ctx: Ctx): Promise<Response> {
  const p = await readParams(ctx.req, 'UserUpdateParams', {
    email: 'string',
    password: 'string',
    nonce: 'string',
    data: 'object',
    app_metadata: 'object',
    phone: 'string',
    channel: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  });
  const { user, sessionId } = await requireAuthentication(ctx);
  const db = ctx.config.db;

  let email = str(p.email);
  if (email !== '') email = validateEmail(email);
  if (str(p.phone) !== '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const password = typeof p.password === 'string' ? p.password : null;
  if (password !== null) checkPasswordStrength(password, ctx.config.passwordMinLength);
  if (p.app_metadata !== undefined) {
    // Only an admin may write app_metadata; a signed-in user never can (staff roles live there).
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const changingEmail = email !== '' && email !== (user.email ?? '').toLowerCase();
  if (changingEmail && (await findDuplicateEmail(db, email, user.id))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  const pkceMethod = validatePkceParams(str(p.code_challenge_method), str(p.code_challenge));

  let encrypted: string | null = null;
  if (password !== null) {
    if (
      password !== '' &&
      hasPassword(user.encrypted_password) &&
      (await verifyPassword(password, user.encrypted_password))
    ) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    encrypted = await hashPassword(password);
  }

  const redirectTo = getReferrer(ctx.url.searchParams.get('redirect_to'), ctx.req, ctx.config);
  await db.transaction(async (tx) => {
    if (encrypted !== null) {
      // User.UpdatePassword: pending e-mailed tokens die and every other session ends.
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        user.id,
        encrypted,
      ]);
      await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [user.id]);
      await endOtherSessions(tx, user.id, sessionId);
    }
    if (p.data !== undefined) await mergeUserMetadata(tx, user.id, p.data as Record<string, unknown>);
    if (changingEmail) {
      if (pkceMethod) {
        await createFlowState(tx, {
          providerType: 'email_change',
          method: 'email_change',
          codeChallenge: str(p.code_challenge),
          codeChallengeMethod: pkceMethod,
          userId: user.id,
        });
      }
      await sendEmailChange(ctx, tx, user.id, user.email ?? '', email, !!pkceMethod, redirectTo);
    }
  });
  return json(200, await loadUserJson(db, user.id));
}

/** sendEmailChange: a code and link to the new address and, the account having one, to the current one. */
async function sendEmailChange(
  ctx: Ctx,
  tx: Queryable,
  userId: string,
  currentEmail: string,
  newEmail: string,
  pkce: boolean,
  redirectTo: string,
): Promise<void> {
  const wait = await secondsUntilNextEmail(tx, userId, 'email_change_token_new', ctx.config.emailMaxFrequency);
  if (wait > 0) {
    throw new ApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
  takeEmailQuota(ctx.config);
  await tx.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [userId, newEmail],
  );
  await markEmailSent(tx, userId, 'email_change_token_new');
  try {
    const codeNew = generateOtp();
    const linkNew = await storeOneTimeToken(tx, userId, 'email_change_token_new', newEmail, codeNew, pkce);
    await sendLinkEmail(
      ctx.config,
      newEmail,
      'email_change',
      codeNew,
      verifyLink(ctx.config, linkNew, 'email_change', redirectTo),
      `Novo e-mail da conta: ${newEmail}.`,
    );
    if (currentEmail) {
      const codeCurrent = generateOtp();
      const linkCurrent = await storeOneTimeToken(
        tx,
        userId,
        'email_change_token_current',
        currentEmail,
        codeCurrent,
        pkce,
      );
      await sendLinkEmail(
        ctx.config,
        currentEmail,
        'email_change',
        codeCurrent,
        verifyLink(ctx.config, linkCurrent, 'email_change', redirectTo),
        `Pedido de troca do e-mail da conta para ${newEmail}.`,
      );
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const err = internalError('Error sending email change email');
    (err as { cause?: unknown }).cause = e;
    throw err;
  }
}
