/** POST /otp for e-mail (GoTrue's api/otp.go + magic_link.go): a code and a magic link by e-mail. */
import type { Ctx } from '../context.ts';
import { ApiError, badRequest, internalError, requestRateLimit, unprocessable } from '../errors.ts';
import { json, readParams, str } from '../http.ts';
import { isValidEmail, validateEmail } from '../email.ts';
import { createFlowState, validatePkceParams } from '../flow-state.ts';
import { confirmUser, findUserByEmail, insertIdentity, insertUser } from '../users.ts';
import { getReferrer } from '../redirect.ts';
import { sendUserLink } from '../links.ts';

export async function otp(ctx: Ctx): Promise<Response> {
  const p = await readParams(ctx.req, 'OtpParams', {
    email: 'string',
    phone: 'string',
    create_user: 'bool',
    data: 'object',
    channel: 'string',
    code_challenge_method: 'string',
    code_challenge: 'string',
  });
  const email = str(p.email);
  const phone = str(p.phone);
  const createUser = p.create_user === undefined ? true : (p.create_user as boolean);
  const data = (p.data as Record<string, unknown> | undefined) ?? {};

  if (email !== '' && phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  }
  if (email !== '' && str(p.channel) !== '') {
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP');
  }
  const method = validatePkceParams(str(p.code_challenge_method), str(p.code_challenge));

  if (ctx.limiters.email.hit(ctx.client.ip)) throw requestRateLimit();

  const db = ctx.config.db;
  if (!createUser && email !== '') {
    // shouldCreateUser: an unknown (or malformed) address is refused without creating anything.
    if (!isValidEmail(email) || !(await findUserByEmail(db, email))) {
      throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    }
  }
  if (email === '') {
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    throw badRequest('validation_failed', 'One of email or phone must be set');
  }

  const normalized = validateEmail(email);
  const redirectTo = getReferrer(ctx.url.searchParams.get('redirect_to'), ctx.req, ctx.config);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, normalized);
    let userId: string;
    let userEmail: string;
    if (!user) {
      // The user does not exist and create_user is on: sign them up (autoconfirm), without password.
      try {
        userId = await insertUser(tx, {
          email: normalized,
          encryptedPassword: null,
          appMetadata: { provider: 'email', providers: ['email'] },
          userMetadata: data,
        });
        const identityData: Record<string, unknown> = {
          sub: userId,
          email: normalized,
          email_verified: false,
          phone_verified: false,
        };
        for (const [k, v] of Object.entries(data)) if (!(k in identityData)) identityData[k] = v;
        await insertIdentity(tx, userId, 'email', userId, identityData);
        await confirmUser(tx, userId);
      } catch (e) {
        const err = internalError('Database error saving new user');
        (err as { cause?: unknown }).cause = e;
        throw err;
      }
      userEmail = normalized;
    } else {
      userId = user.id;
      userEmail = user.email ?? normalized;
    }
    if (user?.is_banned) throw badRequest('user_banned', 'User is banned');
    if (method) {
      await createFlowState(tx, {
        providerType: 'magiclink',
        method: 'magiclink',
        codeChallenge: str(p.code_challenge),
        codeChallengeMethod: method,
        userId,
      });
    }
    try {
      await sendUserLink(
        tx,
        ctx.config,
        { id: userId, email: userEmail },
        'magiclink',
        'recovery_token',
        !!method,
        redirectTo,
      );
    } catch (e) {
      if (e instanceof ApiError) throw e;
      const err = internalError('Error sending magic link email');
      (err as { cause?: unknown }).cause = e;
      throw err;
    }
  });
  return json(200, {});
}
