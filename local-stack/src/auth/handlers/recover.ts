/**
 * POST /recover (GoTrue's api/recover.go): a recovery e-mail for a known address, and the same
 * 200 {} for an unknown one, so the endpoint does not tell which addresses have accounts.
 */
import type { Ctx } from '../context.ts';
import { ApiError, badRequest, internalError, requestRateLimit } from '../errors.ts';
import { json, readParams, str } from '../http.ts';
import { validateEmail } from '../email.ts';
import { createFlowState, validatePkceParams } from '../flow-state.ts';
import { findUserByEmail } from '../users.ts';
import { getReferrer } from '../redirect.ts';
import { sendUserLink } from '../links.ts';

export async function recover(ctx: Ctx): Promise<Response> {
  const p = await readParams(ctx.req, 'RecoverParams', {
    email: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  });
  const email = str(p.email);
  if (email === '') throw badRequest('validation_failed', 'Password recovery requires an email');
  const normalized = validateEmail(email);
  const method = validatePkceParams(str(p.code_challenge_method), str(p.code_challenge));

  if (ctx.limiters.email.hit(ctx.client.ip)) throw requestRateLimit();

  const db = ctx.config.db;
  const redirectTo = getReferrer(ctx.url.searchParams.get('redirect_to'), ctx.req, ctx.config);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, normalized);
    if (!user) return;
    if (method) {
      await createFlowState(tx, {
        providerType: 'recovery',
        method: 'recovery',
        codeChallenge: str(p.code_challenge),
        codeChallengeMethod: method,
        userId: user.id,
      });
    }
    try {
      await sendUserLink(
        tx,
        ctx.config,
        { id: user.id, email: user.email ?? normalized },
        'recovery',
        'recovery_token',
        !!method,
        redirectTo,
      );
    } catch (e) {
      if (e instanceof ApiError) throw e;
      const err = internalError('Unable to process request');
      (err as { cause?: unknown }).cause = e;
      throw err;
    }
  });
  return json(200, {});
}
