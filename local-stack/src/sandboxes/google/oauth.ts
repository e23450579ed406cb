// Google's OAuth 2.0 for web server applications, as documented: the authorization endpoint
// (consent screen, then a redirect with ?code&state or ?error=access_denied&state), the token
// endpoint (form-encoded authorization_code and refresh_token grants, answering
// {access_token, expires_in, refresh_token?, scope, token_type: 'Bearer'} or {error, error_description}),
// the revocation endpoint (revoking a token revokes its whole grant) and the OpenID userinfo
// endpoint (who signed in: what the auth server reads after a Google sign-in).
import crypto from 'node:crypto';
import { Hono } from 'hono';
import { bearerToken } from '../../http.ts';
import { sameSecret } from '../../../../supabase/functions/_shared/secret.ts';
import { renderGoogleConsent, renderGoogleError, renderGoogleSignIn } from './consent-page.ts';
import { googleSubject, opaque, type Grant, type GoogleStore } from './store.ts';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** The client's registered redirect URIs; an authorization request must name one exactly. */
  redirectUris: string[];
  /** Lifetime of the access tokens (Google: 3599 s). */
  accessTokenTtlSeconds: number;
}

/** The scopes the sandbox knows (Google refuses an unknown one with invalid_scope). */
const SCOPE_ALIASES: Record<string, string> = {
  email: 'https://www.googleapis.com/auth/userinfo.email',
  profile: 'https://www.googleapis.com/auth/userinfo.profile',
};
const KNOWN_SCOPES = new Set([
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/userinfo.profile',
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.freebusy',
  'https://www.googleapis.com/auth/calendar.events.freebusy',
]);
/** Scopes that only say who the user is: a request asking for nothing else is a sign-in. */
const IDENTITY_SCOPES = new Set([
  'openid',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/userinfo.profile',
]);
const CODE_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 30 * 60_000;

interface PendingRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | null;
  offline: boolean;
  loginHint: string;
  /** Only identity scopes: the page asks for the account's name too (Google knows it; the sandbox asks). */
  signIn: boolean;
  expiresAt: number;
}

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
const errorPage = (status: number, error: string, detail: string) =>
  html(renderGoogleError(status, error, detail), status);
const tokenError = (status: number, error: string, description: string) =>
  Response.json({ error, error_description: description }, { status, headers: { 'cache-control': 'no-store' } });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Control characters (NUL above all, which PostgreSQL refuses) become spaces. */
function stripControlCharacters(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out += c < 0x20 || c === 0x7f ? ' ' : ch;
  }
  return out;
}

export function createOAuth(store: GoogleStore, client: OAuthClient, publicUrl: string) {
  const pending = new Map<string, PendingRequest>();

  function redirect(to: string, params: Record<string, string | null>): Response {
    const url = new URL(to);
    for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
    return new Response(null, { status: 302, headers: { location: url.toString(), 'cache-control': 'no-store' } });
  }

  /** GET /o/oauth2/v2/auth: checks the request as Google does, then shows the consent screen. */
  function authorize(params: URLSearchParams): Response {
    const clientId = params.get('client_id') ?? '';
    if (!clientId) return errorPage(400, 'invalid_request', 'Missing required parameter: client_id');
    if (clientId !== client.clientId) return errorPage(401, 'invalid_client', 'The OAuth client was not found.');
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!redirectUri) return errorPage(400, 'invalid_request', 'Missing required parameter: redirect_uri');
    if (!client.redirectUris.includes(redirectUri)) {
      return errorPage(
        400,
        'redirect_uri_mismatch',
        `Não é possível fazer login no app porque ele não obedece à política OAuth 2.0 do Google. redirect_uri=${redirectUri}`,
      );
    }
    const responseType = params.get('response_type');
    if (!responseType) return errorPage(400, 'invalid_request', 'Required parameter is missing: response_type');
    if (responseType !== 'code') {
      return errorPage(400, 'unsupported_response_type', `Unsupported response_type: ${responseType}`);
    }
    const scopes = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);
    if (!scopes.length) return errorPage(400, 'invalid_request', 'Missing required parameter: scope');
    const unknown = scopes.find((s) => !KNOWN_SCOPES.has(s));
    if (unknown) return errorPage(400, 'invalid_scope', `Some requested scopes were invalid. {invalid=[${unknown}]}`);
    const accessType = params.get('access_type') ?? 'online';
    if (accessType !== 'online' && accessType !== 'offline') {
      return errorPage(400, 'invalid_request', `Invalid access_type: ${accessType}`);
    }
    const prompts = (params.get('prompt') ?? '').split(/\s+/).filter(Boolean);
    if (prompts.some((p) => !['none', 'consent', 'select_account'].includes(p))) {
      return errorPage(400, 'invalid_request', `Invalid prompt: ${params.get('prompt')}`);
    }
    if (prompts.includes('none') && prompts.length > 1) {
      return errorPage(400, 'invalid_request', 'prompt=none cannot be combined with other values');
    }
    const state = params.get('state');
    // prompt=none asks for no screen at all: the sandbox keeps no session, so consent is required.
    if (prompts.includes('none')) return redirect(redirectUri, { error: 'consent_required', state });

    const requestId = opaque(24);
    const now = Date.now();
    for (const [id, p] of pending) if (p.expiresAt < now) pending.delete(id);
    const loginHint = params.get('login_hint') ?? '';
    const request: PendingRequest = {
      clientId,
      redirectUri,
      scope: scopes.map((s) => SCOPE_ALIASES[s] ?? s).join(' '),
      state,
      offline: accessType === 'offline',
      loginHint,
      signIn: scopes.every((s) => IDENTITY_SCOPES.has(SCOPE_ALIASES[s] ?? s)),
      expiresAt: now + PENDING_TTL_MS,
    };
    pending.set(requestId, request);
    return consentPage(requestId, request, { account: EMAIL.test(loginHint) ? loginHint : '', name: '' });
  }

  /** The consent screen of a pending request: a sign-in, or an app asking for more (the calendar). */
  function consentPage(
    requestId: string,
    request: PendingRequest,
    typed: { account: string; name: string; error?: string },
    status = 200,
  ): Response {
    const model = {
      action: `${publicUrl}/o/oauth2/v2/auth/consent`,
      requestId,
      appOrigin: new URL(request.redirectUri).host,
      scopes: request.scope.split(' '),
      offline: request.offline,
      ...typed,
    };
    return html(request.signIn ? renderGoogleSignIn(model) : renderGoogleConsent(model), status);
  }

  /** POST /o/oauth2/v2/auth/consent: 'Permitir' issues a one-time code, 'Cancelar' access_denied. */
  function consent(form: URLSearchParams): Response {
    const requestId = form.get('request_id') ?? '';
    const request = pending.get(requestId);
    if (!request || request.expiresAt < Date.now()) {
      return errorPage(
        400,
        'invalid_request',
        'Esta solicitação de autorização expirou. Volte ao app e tente novamente.',
      );
    }
    if (form.get('decision') !== 'allow') {
      pending.delete(requestId);
      return redirect(request.redirectUri, { error: 'access_denied', state: request.state });
    }
    const typed = (form.get('account') ?? '').trim();
    const account = typed.toLowerCase();
    const name = stripControlCharacters(form.get('name') ?? '')
      .trim()
      .slice(0, 100);
    const error = !EMAIL.test(account)
      ? request.signIn
        ? 'Digite um endereço de e-mail válido.'
        : 'Informe o e-mail de uma Conta do Google.'
      : request.signIn && !name
        ? 'Digite o nome da conta.'
        : null;
    if (error) return consentPage(requestId, request, { account: typed, name, error }, 400);
    pending.delete(requestId);
    const code = `4/0${opaque(48)}`;
    store.codes.set(code, {
      code,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      account,
      name: name || null,
      scope: request.scope,
      offline: request.offline,
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
    });
    store.save();
    return redirect(request.redirectUri, { code, scope: request.scope, state: request.state });
  }

  function issueAccessToken(grant: Grant) {
    const token = `ya29.${opaque(96)}`;
    store.accessTokens.set(token, {
      token,
      grantId: grant.id,
      expiresAt: Date.now() + client.accessTokenTtlSeconds * 1000,
    });
    return token;
  }

  /** The client's credentials from the form or HTTP Basic; null when they are right. */
  function clientError(req: Request, form: URLSearchParams): Response | null {
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^basic\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
    if (basic) {
      const [u, p] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      id = decodeURIComponent(u ?? '');
      secret = decodeURIComponent(p ?? '');
    }
    if (!id) return tokenError(400, 'invalid_request', 'Could not determine client ID from request.');
    if (id !== client.clientId) return tokenError(401, 'invalid_client', 'The OAuth client was not found.');
    if (!secret || !sameSecret(secret, client.clientSecret)) return tokenError(401, 'invalid_client', 'Unauthorized');
    return null;
  }

  /** POST /token (oauth2.googleapis.com/token). */
  async function token(req: Request): Promise<Response> {
    if (!(req.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
      return tokenError(400, 'invalid_request', 'Invalid Content-Type: expected application/x-www-form-urlencoded');
    }
    const form = new URLSearchParams(await req.text());
    const bad = clientError(req, form);
    if (bad) return bad;
    const grantType = form.get('grant_type') ?? '';

    if (grantType === 'authorization_code') {
      const value = form.get('code');
      if (!value) return tokenError(400, 'invalid_request', 'Missing required parameter: code');
      const code = store.codes.get(value);
      if (!code || code.clientId !== client.clientId) return tokenError(400, 'invalid_grant', 'Malformed auth code.');
      if (code.used || code.expiresAt < Date.now()) return tokenError(400, 'invalid_grant', 'Bad Request');
      const redirectUri = form.get('redirect_uri');
      if (!redirectUri) return tokenError(400, 'invalid_request', 'Missing parameter: redirect_uri');
      if (redirectUri !== code.redirectUri) return tokenError(400, 'redirect_uri_mismatch', 'Bad Request');
      code.used = true; // one time only, whatever happens next
      const grant: Grant = {
        id: crypto.randomUUID(),
        clientId: code.clientId,
        account: code.account,
        name: code.name ?? null,
        scope: code.scope,
        // Offline access: a refresh token on this consent (prompt=consent asks for one each time).
        refreshToken: code.offline ? `1//0${opaque(72)}` : null,
        revoked: false,
        createdAt: new Date().toISOString(),
      };
      store.grants.set(grant.id, grant);
      const accessToken = issueAccessToken(grant);
      store.save();
      return Response.json(
        {
          access_token: accessToken,
          expires_in: client.accessTokenTtlSeconds,
          ...(grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
          scope: grant.scope,
          token_type: 'Bearer',
        },
        { headers: { 'cache-control': 'no-store' } },
      );
    }

    if (grantType === 'refresh_token') {
      const value = form.get('refresh_token');
      if (!value) return tokenError(400, 'invalid_request', 'Missing required parameter: refresh_token');
      const grant = store.grantOfRefreshToken(value);
      if (!grant || grant.revoked || grant.clientId !== client.clientId) {
        return tokenError(400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      const accessToken = issueAccessToken(grant);
      store.save();
      return Response.json(
        {
          access_token: accessToken,
          expires_in: client.accessTokenTtlSeconds,
          scope: grant.scope,
          token_type: 'Bearer',
        },
        { headers: { 'cache-control': 'no-store' } },
      );
    }
    return tokenError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  }

  /** POST /revoke?token=… (or token in the form): an access or refresh token revokes its grant. */
  async function revoke(req: Request): Promise<Response> {
    const form = new URLSearchParams(await req.text());
    const value = form.get('token') ?? new URL(req.url).searchParams.get('token') ?? '';
    const grant =
      store.grantOfRefreshToken(value) ?? store.grants.get(store.accessTokens.get(value)?.grantId ?? '') ?? null;
    if (!grant || grant.revoked) return tokenError(400, 'invalid_token', 'Token expired or revoked');
    grant.revoked = true;
    for (const [t, a] of store.accessTokens) if (a.grantId === grant.id) store.accessTokens.delete(t);
    store.save();
    return new Response(null, { status: 200 });
  }

  /** The live grant behind a bearer access token, or why it is refused. */
  function grantOfAccessToken(token: string): Grant | 'missing' | 'invalid' {
    if (!token) return 'missing';
    const access = store.accessTokens.get(token);
    const grant = access ? store.grants.get(access.grantId) : undefined;
    if (!access || !grant || grant.revoked || access.expiresAt <= Date.now()) return 'invalid';
    return grant;
  }

  /** Test control: every access token of an account (or all) expires now, as after an hour. */
  function expireAccessTokens(account: string | null): number {
    let n = 0;
    for (const access of store.accessTokens.values()) {
      const grant = store.grants.get(access.grantId);
      if (!account || grant?.account === account) {
        access.expiresAt = Date.now() - 1;
        n += 1;
      }
    }
    store.save();
    return n;
  }

  /** GET /oauth2/v3/userinfo: the OpenID claims of the account behind a bearer access token. */
  function userinfo(req: Request): Response {
    const token = bearerToken(req);
    const grant = grantOfAccessToken(token);
    if (typeof grant === 'string') {
      return Response.json(
        { error: 'invalid_request', error_description: 'Invalid Credentials' },
        { status: 401, headers: { 'www-authenticate': 'Bearer error="invalid_token"' } },
      );
    }
    const scopes = grant.scope.split(' ');
    const name = grant.name ?? '';
    return Response.json({
      sub: googleSubject(grant.account),
      ...(scopes.includes(SCOPE_ALIASES.profile) && name
        ? { name, given_name: name.split(' ')[0], family_name: name.split(' ').slice(1).join(' ') || undefined }
        : {}),
      ...(scopes.includes(SCOPE_ALIASES.email) ? { email: grant.account, email_verified: true } : {}),
    });
  }

  const notAllowed = () => tokenError(405, 'invalid_request', 'Method Not Allowed');
  const routes = new Hono({ strict: false })
    .get('/o/oauth2/v2/auth', (c) => authorize(new URL(c.req.url).searchParams))
    .post('/o/oauth2/v2/auth/consent', async (c) => consent(new URLSearchParams(await c.req.text())))
    .post('/token', (c) => token(c.req.raw))
    .all('/token', notAllowed)
    .post('/revoke', (c) => revoke(c.req.raw))
    .all('/revoke', notAllowed)
    .get('/oauth2/v3/userinfo', (c) => userinfo(c.req.raw));

  return { routes, grantOfAccessToken, expireAccessTokens };
}
