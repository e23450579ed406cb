/**
 * Sign-in with Google (GoTrue's api/external.go), through Google's OAuth: locally the Google sandbox.
 *
 *   GET  /authorize?provider=google&redirect_to&scopes&code_challenge&code_challenge_method&…
 *        → 302 to Google's consent (the sandbox's), with a signed `state` and this server's /callback
 *          as the redirect URI; other query parameters (access_type, prompt, login_hint) pass through.
 *   GET  /callback?code&state (or a form post of them), Google's redirect back
 *        → the code exchanged at Google's token endpoint, the user read from its userinfo endpoint,
 *          the `google` identity created or linked, then 302 to redirect_to with `?code=` (PKCE) or the
 *          implicit-flow fragment; Google's `?error=access_denied` → 302 with the error.
 *
 * The state is an HS256 JWT (audience `local-oauth-state`, 5 minutes, single use).
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { Ctx } from '../context.ts';
import { ApiError, badRequest, forbidden, OAuthError, unprocessable, internalError } from '../errors.ts';
import { exchangeGoogleCode, googleConsentUrl, readGoogleUser, type GoogleUser } from '../google.ts';
import { readBodyText, redirect } from '../http.ts';
import { signJwt } from '../jwt.ts';
import { getReferrer } from '../redirect.ts';
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
import { implicitRedirectUrl } from './verify.ts';

const STATE_AUDIENCE = 'local-oauth-state';
const STATE_TTL_SECONDS = 5 * 60;

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
/** Query parameters of /authorize that are GoTrue's own, not passed on to Google. */
const OWN_PARAMS = new Set([
  'provider',
  'scopes',
  'code_challenge',
  'code_challenge_method',
  'redirect_to',
  'skip_http_redirect',
]);

interface StateClaims {
  provider: string;
  referrer: string;
  flow_state_id: string;
  site_url: string;
  jti: string;
  exp: number;
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

export async function authorize(ctx: Ctx): Promise<Response> {
  const query = ctx.url.searchParams;
  const provider = (query.get('provider') ?? '').toLowerCase();
  const google = ctx.config.google;
  if (provider !== 'google' || !google) {
    const reason =
      KNOWN_PROVIDERS.has(provider) || provider === 'google'
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
    },
    ctx.config.jwtKey,
  );
  const target = googleConsentUrl(google, `${ctx.config.externalUrl}/callback`, scopes, state);
  for (const [k, v] of query) if (!OWN_PARAMS.has(k) && !target.searchParams.has(k)) target.searchParams.set(k, v);
  return redirect(302, target.toString());
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
  if (!ctx.usedStates.consume(claims.jti, claims.exp * 1000)) {
    throw badRequest('bad_oauth_state', 'OAuth callback with invalid state (already used)');
  }

  const denied = form.get('error');
  if (denied) {
    if (claims.flow_state_id) await deleteFlowState(ctx.config.db, claims.flow_state_id);
    const description =
      form.get('error_description') ?? (denied === 'access_denied' ? 'Login cancelado pelo usuário.' : denied);
    const err = new OAuthError(denied, description);
    return errorRedirect(claims.referrer, [
      ['error', err.error],
      ['error_description', err.description],
    ]);
  }
  const code = form.get('code') ?? '';
  if (!code) throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code');

  try {
    const google = ctx.config.google!;
    const tokens = await exchangeGoogleCode(google, code, `${ctx.config.externalUrl}/callback`);
    const user = await readGoogleUser(google, tokens.accessToken);
    return await signInGoogleUser(ctx, claims, user, tokens.accessToken, tokens.refreshToken);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status >= 500) ctx.log(e.cause ?? e);
    return errorRedirect(claims.referrer, apiErrorFields(e));
  }
}

/** The identity created, refreshed or linked (GoTrue's createAccountFromExternalIdentity), then the redirect. */
async function signInGoogleUser(
  ctx: Ctx,
  claims: StateClaims,
  google: GoogleUser,
  providerToken: string,
  providerRefreshToken: string,
): Promise<Response> {
  if (!google.emailVerified) throw forbidden('provider_email_needs_verification', 'Unverified email with google');
  const { sub, email: normalized, name } = google;
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
  return ctx.config.db.transaction(async (tx) => {
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
}
