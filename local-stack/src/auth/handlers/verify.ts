/**
 * POST /verify (code typed by the user, or token_hash) and GET /verify (the link in the e-mail),
 * as GoTrue's api/verify.go.
 */
import type { Queryable } from '../../db/types.ts';
import type { Ctx } from '../context.ts';
import { ApiError, badRequest, forbidden, unprocessable } from '../errors.ts';
import { readParams, redirect, str, tokenJson } from '../http.ts';
import { validateEmail } from '../email.ts';
import { getReferrer } from '../redirect.ts';
import { PKCE_PREFIX, issueAuthCode } from '../flow-state.ts';
import {
  candidateHashTokens,
  candidateLinkTokens,
  deleteOneTimeToken,
  findOneTimeToken,
  type OneTimeTokenRow,
  type TokenType,
} from '../one-time-tokens.ts';
import { confirmUser, findDuplicateEmail, findUserById, refreshProviders, type UserRow } from '../users.ts';
import { issueSession, type AuthMethod, type SessionResponse } from '../sessions.ts';

const TOKEN_TYPES: Record<string, TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_current', 'email_change_token_new'],
};

/** models.ParseAuthenticationMethod for the `type` of a PKCE link. */
const LINK_AUTH_METHOD: Record<string, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const codeExpired = () => forbidden('otp_expired', 'Token has expired or is invalid');

/** Applies a verified token to the user: signupVerify, recoverVerify or emailChangeVerify. */
async function applyToken(q: Queryable, user: UserRow, token: OneTimeTokenRow): Promise<void> {
  switch (token.token_type) {
    case 'confirmation_token':
      await confirmUser(q, user.id);
      await q.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
          where user_id = $1 and provider = 'email' and email = lower($2)`,
        [user.id, user.email ?? ''],
      );
      break;
    case 'recovery_token':
      await deleteOneTimeToken(q, token.id);
      if (!user.email_confirmed_at) await confirmUser(q, user.id);
      break;
    case 'email_change_token_current':
    case 'email_change_token_new': {
      // Mailer autoconfirm is on, so one confirmation completes the change (GoTrue skips the
      // double confirmation of secure e-mail change in that case).
      const newEmail = user.email_change ?? '';
      if (!newEmail) throw codeExpired();
      if (await findDuplicateEmail(q, newEmail, user.id)) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      await q.query(
        `update auth.users set email = $2, email_change = '', email_change_confirm_status = 0, updated_at = now()
          where id = $1`,
        [user.id, newEmail],
      );
      await q.query(`delete from auth.one_time_tokens where user_id = $1`, [user.id]);
      if (!user.email_confirmed_at) await confirmUser(q, user.id);
      await q.query(
        `update auth.identities
            set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
          where user_id = $1 and provider = 'email'`,
        [user.id, newEmail],
      );
      break;
    }
  }
  await refreshProviders(q, user.id);
}

/** The link type a token stands for (a type `email` request resolves to signup or magiclink, as in GoTrue). */
const EFFECTIVE_TYPE: Record<TokenType, string> = {
  confirmation_token: 'signup',
  recovery_token: 'magiclink',
  email_change_token_current: 'email_change',
  email_change_token_new: 'email_change',
};

async function verifyAndApply(
  q: Queryable,
  ctx: Ctx,
  candidates: string[],
  type: string,
  notFound: () => ApiError,
): Promise<{ user: UserRow; type: string }> {
  const types = TOKEN_TYPES[type];
  const token = await findOneTimeToken(q, candidates, types, ctx.config.otpExpiry);
  if (!token) throw notFound();
  const user = await findUserById(q, token.user_id, true);
  if (!user) throw notFound();
  if (user.is_banned) throw forbidden('user_banned', 'User is banned');
  await applyToken(q, user, token);
  return { user, type: type === 'email' ? EFFECTIVE_TYPE[token.token_type] : type };
}

export async function verifyPost(ctx: Ctx): Promise<Response> {
  const p = await readParams(ctx.req, 'VerifyParams', {
    type: 'string',
    token: 'string',
    token_hash: 'string',
    email: 'string',
    phone: 'string',
    redirect_to: 'string',
  });
  const type = str(p.type);
  const token = str(p.token).replace(/-/g, '');
  const tokenHashParam = str(p.token_hash);
  const email = str(p.email);
  const phone = str(p.phone);
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if ((token === '' && tokenHashParam === '') || (token !== '' && tokenHashParam !== '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }

  let candidates: string[];
  let notFound: () => ApiError;
  if (token !== '') {
    if (phone !== '' && email === '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    if (email === '' || phone !== '') {
      throw badRequest('validation_failed', 'Only an email address or phone number should be provided on verify');
    }
    let normalized: string;
    try {
      normalized = validateEmail(email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    candidates = candidateLinkTokens(normalized, token);
    notFound = codeExpired;
  } else {
    if (email !== '' || phone !== '' || str(p.redirect_to) !== '') {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
    }
    candidates = candidateHashTokens(tokenHashParam);
    notFound = linkExpired;
  }
  if (!TOKEN_TYPES[type]) throw badRequest('validation_failed', 'Unsupported verification type');
  if (ctx.limiters.verify.isLimited(ctx.client.ip)) throw requestLimited();

  try {
    const session = await ctx.config.db.transaction(async (tx) => {
      const { user } = await verifyAndApply(tx, ctx, candidates, type, notFound);
      return issueSession(tx, ctx.config, user, 'otp', ctx.client);
    });
    return tokenJson(session);
  } catch (e) {
    if (e instanceof ApiError && e.code === 'otp_expired') ctx.limiters.verify.record(ctx.client.ip);
    throw e;
  }
}

function requestLimited(): ApiError {
  return new ApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

/** GoTrue's prepErrorRedirectURL: error in the fragment always, and in the query for PKCE links. */
function errorRedirectUrl(err: ApiError, target: string, pkce: boolean): string {
  const u = new URL(target);
  const fields: [string, string][] = [];
  const oauth = OAUTH_ERROR_BY_STATUS[err.status];
  if (oauth) fields.push(['error', oauth]);
  fields.push(['error_code', err.code], ['error_description', err.message]);
  if (pkce) for (const [k, v] of fields) u.searchParams.set(k, v);
  const hash = new URLSearchParams([...fields, ['sb', '']]);
  u.hash = hash.toString();
  return u.toString();
}

/** AccessTokenResponse.AsRedirectURL: the implicit-flow fragment. */
export function implicitRedirectUrl(target: string, s: SessionResponse, extra: Record<string, string>): string {
  const params = new URLSearchParams({
    ...extra,
    access_token: s.access_token,
    token_type: s.token_type,
    expires_in: String(s.expires_in),
    expires_at: String(s.expires_at),
    refresh_token: s.refresh_token,
  });
  params.sort();
  return `${target.split('#')[0]}#${params.toString()}`;
}

export async function verifyGet(ctx: Ctx): Promise<Response> {
  const token = (ctx.url.searchParams.get('token') ?? '').replace(/-/g, '');
  const type = ctx.url.searchParams.get('type') ?? '';
  const redirectTo = getReferrer(ctx.url.searchParams.get('redirect_to'), ctx.req, ctx.config);
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');

  const pkce = token.startsWith(PKCE_PREFIX);
  const authMethod = LINK_AUTH_METHOD[type];
  if (pkce && !authMethod) throw badRequest('validation_failed', `unsupported authentication method "${type}"`);
  if (!TOKEN_TYPES[type]) throw badRequest('validation_failed', 'Unsupported verification type');

  if (ctx.limiters.verify.isLimited(ctx.client.ip)) {
    return redirect(303, errorRedirectUrl(requestLimited(), redirectTo, pkce));
  }
  try {
    const outcome = await ctx.config.db.transaction(async (tx) => {
      const { user, type: effectiveType } = await verifyAndApply(tx, ctx, [token], type, linkExpired);
      if (pkce) {
        try {
          return { code: await issueAuthCode(tx, user.id, authMethod as AuthMethod) };
        } catch (e) {
          if (e instanceof ApiError)
            throw badRequest('flow_state_not_found', `No associated flow state found. ${e.message}`);
          throw e;
        }
      }
      return { session: await issueSession(tx, ctx.config, user, 'otp', ctx.client), effectiveType };
    });
    if (outcome.code !== undefined) {
      const u = new URL(redirectTo);
      u.searchParams.set('code', outcome.code);
      return redirect(303, u.toString());
    }
    return redirect(303, implicitRedirectUrl(redirectTo, outcome.session!, { type: outcome.effectiveType! }));
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.code === 'otp_expired') ctx.limiters.verify.record(ctx.client.ip);
    return redirect(303, errorRedirectUrl(e, redirectTo, pkce));
  }
}
