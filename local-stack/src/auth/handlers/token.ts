/** POST /token?grant_type=password|refresh_token|pkce (GoTrue's api/token.go, tokens/service.go). */
import type { Ctx } from '../context.ts';
import { ApiError, OAuthError, badRequest, notFound, requestRateLimit, unprocessable } from '../errors.ts';
import { readBodyText, parseParams, str, tokenJson } from '../http.ts';
import { verifyPassword, hasPassword, checkPasswordStrength } from '../passwords.ts';
import { findUserByEmail, findUserById } from '../users.ts';
import { issueSession, refreshSession, type AuthMethod } from '../sessions.ts';
import { deleteFlowState, findFlowStateByAuthCode, verifyPkce } from '../flow-state.ts';

const INVALID_LOGIN = 'Invalid login credentials';

export async function token(ctx: Ctx): Promise<Response> {
  let grantType = ctx.url.searchParams.get('grant_type') ?? '';
  let body = await readBodyText(ctx.req);
  // r.FormValue also reads an urlencoded body; GoTrue then finds no JSON params in it.
  if (!grantType && (ctx.req.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    grantType = new URLSearchParams(body).get('grant_type') ?? '';
    body = '';
  }
  switch (grantType) {
    case 'password':
      return passwordGrant(ctx, body);
    case 'refresh_token':
      return refreshTokenGrant(ctx, body);
    case 'pkce':
      return pkceGrant(ctx, body);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

async function passwordGrant(ctx: Ctx, body: string): Promise<Response> {
  const p = parseParams(body, 'PasswordGrantParams', { email: 'string', phone: 'string', password: 'string' });
  const email = str(p.email);
  const phone = str(p.phone);
  const password = str(p.password);
  if (email !== '' && phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (email === '') {
    if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    throw badRequest('validation_failed', 'missing email or phone');
  }

  const key = `${ctx.client.ip}|${email.toLowerCase()}`;
  const { password: perPair, passwordPerIp: perIp } = ctx.limiters;
  if (perPair.isLimited(key) || perIp.isLimited(ctx.client.ip)) throw requestRateLimit();
  const failed = () => {
    perPair.record(key);
    perIp.record(ctx.client.ip);
    return badRequest('invalid_credentials', INVALID_LOGIN);
  };

  const db = ctx.config.db;
  const user = await findUserByEmail(db, email);
  if (!user || !hasPassword(user.encrypted_password)) {
    await verifyPassword(password, null); // same time as a real comparison
    throw failed();
  }
  if (user.is_banned) throw badRequest('user_banned', 'User is banned');
  if (!(await verifyPassword(password, user.encrypted_password))) throw failed();
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  // A correct password that no longer meets the rules signs in with a warning (weak_password).
  let weak: { message: string; reasons: string[] } | undefined;
  try {
    checkPasswordStrength(password, ctx.config.passwordMinLength);
  } catch (e) {
    if (e instanceof ApiError && e.code === 'weak_password') {
      weak = { message: e.message, reasons: (e.extra?.weak_password as { reasons: string[] }).reasons };
    }
  }
  const session = await db.transaction((tx) => issueSession(tx, ctx.config, user, 'password', ctx.client));
  return tokenJson(weak ? { ...session, weak_password: weak } : session);
}

async function refreshTokenGrant(ctx: Ctx, body: string): Promise<Response> {
  const p = parseParams(body, 'RefreshTokenGrantParams', { refresh_token: 'string' });
  const presented = str(p.refresh_token);
  if (presented === '') throw new OAuthError('invalid_request', 'refresh_token required');
  const result = await ctx.config.db.transaction((tx) => refreshSession(tx, ctx.config, presented, ctx.client));
  // Errors returned (not thrown) are answered after their changes are committed.
  if (result instanceof ApiError) throw result;
  return tokenJson(result);
}

async function pkceGrant(ctx: Ctx, body: string): Promise<Response> {
  const p = parseParams(body, 'PKCEGrantParams', { auth_code: 'string', code_verifier: 'string' });
  const authCode = str(p.auth_code);
  const verifier = str(p.code_verifier);
  if (authCode === '' || verifier === '') {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const session = await ctx.config.db.transaction(async (tx) => {
    const flow = await findFlowStateByAuthCode(tx, authCode, ctx.config.flowStateExpiry);
    if (!flow || !flow.user_id) {
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (flow.expired) throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
    verifyPkce(flow, verifier);
    const s = await issueSession(tx, ctx.config, user, flow.authentication_method as AuthMethod, ctx.client);
    if (flow.provider_access_token) s.provider_token = flow.provider_access_token;
    if (flow.provider_refresh_token) s.provider_refresh_token = flow.provider_refresh_token;
    await deleteFlowState(tx, flow.id);
    return s;
  });
  return tokenJson(session);
}
