/**
 * Sign-in with Google, offline (GoTrue's api/external.go with a local stand-in for Google).
 *
 *   GET  /authorize?provider=google&redirect_to&scopes&code_challenge&code_challenge_method&…
 *        → 302 to the consent page, with a signed `state` (as GoTrue redirects to Google).
 *   GET  /local-oauth/google?state=…  → the consent page (HTML); sets the CSRF cookie.
 *   POST /callback (form: state, csrf_token, email, name, decision)
 *        → creates or links the `google` identity, then 302 to redirect_to with `?code=` (PKCE) or
 *          the implicit-flow fragment; "Cancelar" → 302 with `?error=access_denied&…`.
 *
 * The state is an HS256 JWT (audience `local-oauth-state`, 5 minutes, single use). The form is
 * protected by a double-submit token: an HttpOnly SameSite=Lax cookie holding a random value and a
 * hidden field holding HMAC(secret, value.jti), so a cross-site POST (no cookie) or a planted
 * cookie (no matching HMAC) is refused.
 */
import { createHmac, createHash, randomBytes } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { ApiError, badRequest, forbidden, OAuthError, unprocessable, internalError } from '../errors.ts';
import { cookies, readBodyText, redirect } from '../http.ts';
import { jwtVerify } from 'jose';
import { signJwt } from '../jwt.ts';
import { getReferrer } from '../redirect.ts';
import { isValidEmail } from '../email.ts';
import { createFlowState, deleteFlowState, findFlowStateById, validatePkceParams } from '../flow-state.ts';
import {
  confirmUser,
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  mergeUserMetadata,
  refreshProviders,
} from '../users.ts';
import { issueSession } from '../sessions.ts';
import { renderConsentPage, renderErrorPage } from '../consent-page.ts';
import { implicitRedirectUrl } from './verify.ts';
import { safeEqual } from '../crypto.ts';

const STATE_AUDIENCE = 'local-oauth-state';
const STATE_TTL_SECONDS = 5 * 60;
const CSRF_COOKIE = 'sb-local-oauth-csrf';
const CONSENT_PATH = '/local-oauth/google';

/** Providers GoTrue knows; they exist but are not enabled here. */
const KNOWN_PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'workos',
  'zoom',
  'snapchat',
  'x',
]);

const GOOGLE_DEFAULT_SCOPES = ['email', 'profile'];

interface StateClaims {
  provider: string;
  referrer: string;
  flow_state_id: string;
  site_url: string;
  jti: string;
  exp: number;
  scopes: string[];
  offline: boolean;
}

function htmlResponse(status: number, html: string, headers: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

async function readState(ctx: Ctx, state: string): Promise<StateClaims | null> {
  if (!state) return null;
  try {
    const { payload } = await jwtVerify(state, ctx.config.jwtKey, { algorithms: ['HS256'], audience: STATE_AUDIENCE });
    if (payload.provider !== 'google' || typeof payload.referrer !== 'string' || typeof payload.jti !== 'string')
      return null;
    return payload as unknown as StateClaims;
  } catch {
    return null;
  }
}

function csrfToken(ctx: Ctx, cookieValue: string, jti: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`${cookieValue}.${jti}`).digest('base64url');
}

/** Control characters (NUL above all, which PostgreSQL refuses) become spaces. */
function stripControlCharacters(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out += c < 0x20 || c === 0x7f ? ' ' : ch;
  }
  return out;
}

/** A stable, Google-like numeric subject for an e-mail address (21 digits). */
export function googleSubject(email: string): string {
  const n = BigInt('0x' + createHash('sha256').update(email.toLowerCase()).digest('hex')) % 10n ** 20n;
  return '1' + n.toString().padStart(20, '0');
}

export async function authorize(ctx: Ctx): Promise<Response> {
  const query = ctx.url.searchParams;
  const provider = (query.get('provider') ?? '').toLowerCase();
  if (provider !== 'google') {
    const reason = KNOWN_PROVIDERS.has(provider)
      ? 'provider is not enabled'
      : `Provider ${provider} could not be found`;
    throw badRequest('validation_failed', `Unsupported provider: ${reason}`);
  }
  const referrer = getReferrer(query.get('redirect_to'), ctx.req, ctx.config);
  const challenge = query.get('code_challenge') ?? '';
  const method = validatePkceParams(query.get('code_challenge_method') ?? '', challenge);
  let flowStateId = '';
  if (method) {
    const flow = await createFlowState(ctx.config.db, {
      providerType: 'google',
      method: 'oauth',
      codeChallenge: challenge,
      codeChallengeMethod: method,
      userId: null,
    });
    flowStateId = flow.id;
  }
  const scopes = [...GOOGLE_DEFAULT_SCOPES];
  for (const s of (query.get('scopes') ?? '').split(/[\s,]+/)) if (s && !scopes.includes(s)) scopes.push(s);
  const offline = query.get('access_type') === 'offline';
  const now = Math.floor(Date.now() / 1000);
  const state = await signJwt(
    {
      aud: STATE_AUDIENCE,
      iat: now,
      exp: now + STATE_TTL_SECONDS,
      jti: randomBytes(16).toString('base64url'),
      provider: 'google',
      referrer,
      flow_state_id: flowStateId,
      site_url: ctx.config.siteUrl,
      scopes,
      offline,
    },
    ctx.config.jwtKey,
  );

  // What Google's AuthCodeURL would carry, plus every other query parameter passed through.
  const target = new URL(`${ctx.config.externalUrl}${CONSENT_PATH}`);
  target.searchParams.set('client_id', 'local-google-client');
  target.searchParams.set('redirect_uri', `${ctx.config.externalUrl}/callback`);
  target.searchParams.set('response_type', 'code');
  target.searchParams.set('scope', scopes.join(' '));
  target.searchParams.set('state', state);
  const skip = new Set([
    'provider',
    'scopes',
    'code_challenge',
    'code_challenge_method',
    'redirect_to',
    'skip_http_redirect',
  ]);
  for (const [k, v] of query) if (!skip.has(k) && !target.searchParams.has(k)) target.searchParams.set(k, v);
  return redirect(302, target.toString());
}

export async function consentPage(ctx: Ctx): Promise<Response> {
  const claims = await readState(ctx, ctx.url.searchParams.get('state') ?? '');
  if (!claims) return htmlResponse(400, renderErrorPage('Este link de login é inválido ou expirou.'));
  const cookieValue = randomBytes(24).toString('base64url');
  const cookiePath = new URL(ctx.config.externalUrl).pathname || '/';
  const html = renderConsentPage({
    action: `${ctx.config.externalUrl}/callback`,
    state: ctx.url.searchParams.get('state') ?? '',
    csrfToken: csrfToken(ctx, cookieValue, claims.jti),
    email: 'cliente.teste@gmail.com',
    name: 'Cliente Teste',
    returnTo: new URL(claims.referrer).origin,
    scopes: claims.scopes,
    offline: claims.offline,
  });
  return htmlResponse(200, html, {
    'Set-Cookie': `${CSRF_COOKIE}=${cookieValue}; Path=${cookiePath}; Max-Age=${STATE_TTL_SECONDS * 2}; HttpOnly; SameSite=Lax`,
  });
}

/** redirectErrors/getErrorQueryString: the error in the query and in the fragment. */
function errorRedirect(target: string, fields: [string, string][]): Response {
  const u = new URL(target);
  for (const [k, v] of fields) u.searchParams.set(k, v);
  u.hash = new URLSearchParams([...fields.filter(([, v]) => v !== ''), ['sb', '']]).toString();
  return redirect(302, u.toString());
}

function apiErrorFields(e: ApiError): [string, string][] {
  const byStatus: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthorized_client',
    403: 'access_denied',
    500: 'server_error',
    503: 'temporarily_unavailable',
  };
  const error =
    e.code === 'signup_disabled' || e.code === 'user_banned' ? 'access_denied' : (byStatus[e.status] ?? 'server_error');
  return [
    ['error', error],
    ['error_code', e.code],
    ['error_description', e.message],
  ];
}

export async function callback(ctx: Ctx): Promise<Response> {
  const contentType = ctx.req.headers.get('content-type') ?? '';
  const form = contentType.includes('application/x-www-form-urlencoded')
    ? new URLSearchParams(await readBodyText(ctx.req))
    : ctx.url.searchParams;
  const stateToken = form.get('state') ?? '';
  if (!stateToken) throw badRequest('bad_oauth_callback', 'OAuth state parameter missing');
  const claims = await readState(ctx, stateToken);
  if (!claims) throw badRequest('bad_oauth_state', 'OAuth callback with invalid state');

  const cookieValue = cookies(ctx.req)[CSRF_COOKIE] ?? '';
  const presented = form.get('csrf_token') ?? '';
  if (!cookieValue || !presented || !safeEqual(presented, csrfToken(ctx, cookieValue, claims.jti))) {
    throw forbidden('bad_oauth_state', 'OAuth callback with invalid state (CSRF check failed)');
  }
  const decision = form.get('decision') ?? '';
  const email = (form.get('email') ?? '').trim();
  const name = stripControlCharacters(form.get('name') ?? '')
    .trim()
    .slice(0, 100);

  if (decision === 'allow' && (!isValidEmail(email) || name === '')) {
    const html = renderConsentPage({
      action: `${ctx.config.externalUrl}/callback`,
      state: stateToken,
      csrfToken: presented,
      email,
      name,
      returnTo: new URL(claims.referrer).origin,
      scopes: claims.scopes,
      offline: claims.offline,
      error: !isValidEmail(email) ? 'Digite um endereço de e-mail válido.' : 'Digite o nome da conta.',
    });
    return htmlResponse(400, html);
  }
  if (!ctx.usedStates.consume(claims.jti, claims.exp * 1000)) {
    throw badRequest('bad_oauth_state', 'OAuth callback with invalid state (already used)');
  }
  const clearCookie = `${CSRF_COOKIE}=; Path=${new URL(ctx.config.externalUrl).pathname || '/'}; Max-Age=0; HttpOnly; SameSite=Lax`;

  if (decision !== 'allow') {
    if (claims.flow_state_id) await deleteFlowState(ctx.config.db, claims.flow_state_id);
    const err = new OAuthError('access_denied', 'Login cancelado pelo usuário.');
    const res = errorRedirect(claims.referrer, [
      ['error', err.error],
      ['error_description', err.description],
    ]);
    res.headers.append('Set-Cookie', clearCookie);
    return res;
  }

  const normalized = email.toLowerCase();
  const sub = googleSubject(normalized);
  const identityData: Record<string, unknown> = {
    iss: 'https://accounts.google.com',
    sub,
    name,
    email: normalized,
    full_name: name,
    provider_id: sub,
    email_verified: true,
    phone_verified: false,
  };
  const providerToken = `local-google-access-token.${randomBytes(24).toString('base64url')}`;
  const providerRefreshToken = claims.offline
    ? `local-google-refresh-token.${randomBytes(24).toString('base64url')}`
    : '';

  let res: Response;
  try {
    res = await ctx.config.db.transaction(async (tx) => {
      let userId: string;
      const identity = await findIdentity(tx, 'google', sub);
      if (identity) {
        // AccountExists
        userId = identity.user_id;
        await tx.query(
          `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now() where id::text = $1`,
          [identity.id, JSON.stringify(identityData)],
        );
        await mergeUserMetadata(tx, userId, identityData);
      } else {
        const existing = await findUserByEmail(tx, normalized);
        if (existing) {
          // LinkAccount: a verified Google e-mail joins the account that has that address.
          userId = existing.id;
          await insertIdentity(tx, userId, 'google', sub, identityData);
          await mergeUserMetadata(tx, userId, identityData);
        } else {
          // CreateAccount
          try {
            userId = await insertUser(tx, {
              email: normalized,
              encryptedPassword: null,
              appMetadata: { provider: 'google', providers: ['google'] },
              userMetadata: identityData,
            });
          } catch (e) {
            const err = internalError('Database error saving new user');
            (err as { cause?: unknown }).cause = e;
            throw err;
          }
          await insertIdentity(tx, userId, 'google', sub, identityData);
        }
      }
      await refreshProviders(tx, userId);
      const user = await findUserById(tx, userId);
      if (!user) throw internalError('Database error loading user');
      if (user.is_banned) throw forbidden('user_banned', 'User is banned');
      if (!user.email_confirmed_at) await confirmUser(tx, userId);

      if (claims.flow_state_id) {
        const flow = await findFlowStateById(tx, claims.flow_state_id, ctx.config.flowStateExpiry);
        if (!flow) throw unprocessable('flow_state_not_found', 'Flow state not found');
        await tx.query(
          `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), provider_access_token = $3,
                  provider_refresh_token = nullif($4, ''), updated_at = now()
            where id::text = $1`,
          [flow.id, userId, providerToken, providerRefreshToken],
        );
        const u = new URL(claims.referrer);
        u.searchParams.set('code', flow.auth_code);
        return redirect(302, u.toString());
      }
      const session = await issueSession(tx, ctx.config, user, 'oauth', ctx.client);
      const extra: Record<string, string> = { provider_token: providerToken };
      if (providerRefreshToken) extra.provider_refresh_token = providerRefreshToken;
      return redirect(302, implicitRedirectUrl(claims.referrer, session, extra));
    });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status >= 500) ctx.log(e.cause ?? e);
    res = errorRedirect(claims.referrer, apiErrorFields(e));
  }
  res.headers.append('Set-Cookie', clearCookie);
  return res;
}
