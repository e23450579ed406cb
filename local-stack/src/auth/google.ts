/**
 * Google as GoTrue's provider/google.go uses it: the consent URL the browser is sent to, the code
 * exchanged at the token endpoint (client id and secret in the form), and the user read from the
 * userinfo endpoint with the access token. Locally these are the Google sandbox's endpoints.
 */
import { internalError } from './errors.ts';

export interface GoogleProvider {
  clientId: string;
  clientSecret: string;
  /** Google's authorization endpoint (accounts.google.com/o/oauth2/v2/auth), reached by the browser. */
  authorizeUrl: string;
  /** Google's token endpoint (oauth2.googleapis.com/token), reached by this server. */
  tokenUrl: string;
  /** Google's OpenID userinfo endpoint, reached by this server. */
  userInfoUrl: string;
}

export interface GoogleUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string;
}

const TIMEOUT_MS = 10_000;

/** GoTrue answers a failed exchange or user read as a server error (redirected to the site). */
function unavailable(what: string, detail: string) {
  return Object.assign(internalError(`Unable to ${what}`), { cause: new Error(detail) });
}

export function googleConsentUrl(google: GoogleProvider, redirectUri: string, scopes: string[], state: string): URL {
  const url = new URL(google.authorizeUrl);
  url.searchParams.set('client_id', google.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scopes.join(' '));
  url.searchParams.set('state', state);
  return url;
}

export async function exchangeGoogleCode(
  google: GoogleProvider,
  code: string,
  redirectUri: string,
): Promise<GoogleTokens> {
  const res = await fetch(google.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: google.clientId,
      client_secret: google.clientSecret,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((e: Error) => {
    throw unavailable('exchange external code', e.message);
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string };
  if (!res.ok || !body.access_token)
    throw unavailable('exchange external code', `${res.status} ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, refreshToken: body.refresh_token ?? '' };
}

export async function readGoogleUser(google: GoogleProvider, accessToken: string): Promise<GoogleUser> {
  const res = await fetch(google.userInfoUrl, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((e: Error) => {
    throw unavailable('read user from external provider', e.message);
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof body.sub !== 'string' || typeof body.email !== 'string') {
    throw unavailable('read user from external provider', `${res.status} ${JSON.stringify(body)}`);
  }
  return {
    sub: body.sub,
    email: body.email.toLowerCase(),
    emailVerified: body.email_verified === true,
    name: typeof body.name === 'string' ? body.name : '',
  };
}
