/**
 * The local auth server's Google sign-in through the Google sandbox's OAuth, and PKCE: supabase-js
 * drives /authorize, raw fetch answers the consent form and follows the redirects to /callback; the
 * code is exchanged by exchangeCodeForSession. Runs through test/run.ts against the full stack, on
 * PostgreSQL and on PGlite.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { api, REDIRECT, signUp, unique } from './support/authCalls.ts';
import { client as freshClient, closeSql, sql, stack, STORAGE_KEY, storageClient } from './support/stack.ts';

after(closeSql);

// ---- Google sign-in helpers: /authorize → the Google sandbox's consent → /callback ---------------

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Follows /authorize to Google's (the sandbox's) consent page and reads its form. */
async function openConsent(authorizeUrl: string) {
  const toConsent = await fetch(authorizeUrl, { redirect: 'manual' });
  assert.equal(toConsent.status, 302);
  const consentUrl = toConsent.headers.get('location')!;
  const page = await fetch(consentUrl, { redirect: 'manual' });
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /text\/html; charset=utf-8/);
  const html = await page.text();
  const field = (name: string) => unescapeHtml(new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)![1]);
  const action = unescapeHtml(/<form method="post" action="([^"]+)"/.exec(html)![1]);
  return { consentUrl, html, requestId: field('request_id'), action };
}

/**
 * Answers the consent page as the browser would; Google's redirect back is followed to the auth
 * server's /callback, whose answer is returned (the page itself when Google shows it again).
 */
async function submitConsent(
  consent: Awaited<ReturnType<typeof openConsent>>,
  fields: { email?: string; name?: string; decision: 'allow' | 'deny' },
) {
  const body = new URLSearchParams({
    request_id: consent.requestId,
    account: fields.email ?? '',
    name: fields.name ?? '',
    decision: fields.decision,
  });
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const google = await fetch(consent.action, { method: 'POST', body, headers, redirect: 'manual' });
  if (google.status !== 302) return google;
  const back = google.headers.get('location')!;
  assert.ok(back.startsWith(`${stack.url}/auth/v1/callback?`), back);
  return Object.assign(await fetch(back, { redirect: 'manual' }), { callbackUrl: back });
}

async function googleCode(email: string, name: string, storage: Map<string, string>) {
  const client = storageClient(storage);
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: {
      redirectTo: REDIRECT,
      skipBrowserRedirect: true,
      queryParams: { access_type: 'offline', prompt: 'consent' },
    },
  });
  assert.equal(error, null);
  const consent = await openConsent(data.url!);
  const res = await submitConsent(consent, { email, name, decision: 'allow' });
  assert.equal(res.status, 302);
  const location = new URL(res.headers.get('location')!);
  assert.equal(`${location.origin}${location.pathname}`, REDIRECT);
  const code = location.searchParams.get('code');
  assert.ok(code);
  return { client, code, consent };
}

// ---- Google (through the Google sandbox's OAuth) and PKCE ----------------------------------------

test("Google through Google's OAuth (the sandbox): PKCE code exchanged by exchangeCodeForSession", async () => {
  const email = unique('google');
  const storage = new Map<string, string>();
  const { client, code, consent } = await googleCode(email, 'Maria <b>Google</b>', storage);

  assert.match(consent.html, /Login com Google \(simulação local\)/);
  assert.match(consent.html, /Ambiente de desenvolvimento/);
  const consentUrl = new URL(consent.consentUrl);
  assert.equal(consentUrl.pathname, '/sandbox/google/o/oauth2/v2/auth', "Google's consent, not a second one");
  assert.equal(consentUrl.searchParams.get('redirect_uri'), `${stack.url}/auth/v1/callback`);
  assert.equal(consentUrl.searchParams.get('access_type'), 'offline');
  assert.equal(consentUrl.searchParams.get('prompt'), 'consent');

  const flow = await sql<{ provider_type: string; code_challenge_method: string; authentication_method: string }>(
    'select provider_type, code_challenge_method::text, authentication_method from auth.flow_state where auth_code = $1',
    [code],
  );
  assert.deepEqual(flow[0], {
    provider_type: 'google',
    code_challenge_method: 's256',
    authentication_method: 'oauth',
  });

  const { data, error } = await client.auth.exchangeCodeForSession(code);
  assert.equal(error, null);
  const user = data.user!;
  assert.equal(user.email, email.toLowerCase());
  assert.deepEqual(user.app_metadata, { provider: 'google', providers: ['google'] });
  assert.equal(user.identities?.[0].provider, 'google');
  const idData = user.identities![0].identity_data!;
  assert.equal(idData.email_verified, true);
  assert.equal(idData.name, 'Maria <b>Google</b>');
  assert.equal(idData.full_name, 'Maria <b>Google</b>');
  assert.match(String(idData.sub), /^\d{21}$/);
  assert.equal(user.user_metadata.full_name, 'Maria <b>Google</b>');
  assert.ok(data.session?.provider_token);
  assert.ok(data.session?.provider_refresh_token, 'access_type=offline yields a provider refresh token');
  // The grant lives at Google: the sandbox holds it for that account.
  const grants = (await (
    await fetch(`${stack.url}/sandbox/google/_control/grants?account=${encodeURIComponent(email.toLowerCase())}`)
  ).json()) as Array<{ offline: boolean }>;
  assert.deepEqual(
    grants.map((g) => g.offline),
    [true],
  );
  assert.equal((decodeJwt(data.session!.access_token).amr as { method: string }[])[0].method, 'oauth');

  const gone = await sql('select 1 from auth.flow_state where auth_code = $1', [code]);
  assert.equal(gone.length, 0, 'the flow state is removed after the exchange');
  // auth-js stores JSON strings; put a verifier back under its legacy key to replay the code.
  storage.set(`${STORAGE_KEY}-code-verifier`, JSON.stringify('x'.repeat(56)));
  const twice = await client.auth.exchangeCodeForSession(code);
  assert.equal(twice.error?.status, 404);
  assert.equal(twice.error?.code, 'flow_state_not_found');

  // Signing in again with the same Google account reaches the same user.
  const again = await googleCode(email, 'Maria Google', new Map());
  const second = await again.client.auth.exchangeCodeForSession(again.code);
  assert.equal(second.data.user?.id, user.id);
});

test('Google sign-in links to an existing e-mail account', async () => {
  const { email, user } = await signUp();
  const { client, code } = await googleCode(email, 'Conta Existente', new Map());
  const { data, error } = await client.auth.exchangeCodeForSession(code);
  assert.equal(error, null);
  assert.equal(data.user!.id, user.id);
  assert.deepEqual(data.user!.app_metadata.providers, ['email', 'google']);
  assert.equal(data.user!.app_metadata.provider, 'email');
  assert.deepEqual(
    data.user!.identities!.map((i) => i.provider),
    ['email', 'google'],
  );
});

test('PKCE exchange: expired flow state and a wrong verifier are refused', async () => {
  const expired = await googleCode(unique('expira'), 'Expira', new Map());
  await sql(`update auth.flow_state set created_at = now() - interval '6 minutes' where auth_code = $1`, [
    expired.code,
  ]);
  const late = await expired.client.auth.exchangeCodeForSession(expired.code);
  assert.equal(late.error?.status, 422);
  assert.equal(late.error?.code, 'flow_state_expired');
  assert.equal(late.error?.message, 'invalid flow state, flow state has expired');

  const storage = new Map<string, string>();
  const wrong = await googleCode(unique('verificador'), 'Verificador', storage);
  for (const k of [...storage.keys()])
    if (k.endsWith('-code-verifier') && !k.endsWith('flows-code-verifier'))
      storage.set(k, JSON.stringify('f'.repeat(112)));
  const bad = await wrong.client.auth.exchangeCodeForSession(wrong.code);
  assert.equal(bad.error?.status, 400);
  assert.equal(bad.error?.code, 'bad_code_verifier');
  assert.equal(bad.error?.message, 'code challenge does not match previously saved code verifier');

  const none = await api('/token?grant_type=pkce', {
    method: 'POST',
    body: JSON.stringify({ auth_code: '7d6f2a80-0000-4000-8000-000000000000', code_verifier: 'f'.repeat(56) }),
  });
  assert.equal(none.status, 404);
  assert.equal(((await none.json()) as { code: string }).code, 'flow_state_not_found');
});

test('Google sign-in: cancel, invalid state, replay, validation, implicit flow, unknown provider', async () => {
  const authorizeUrl = (extra = '') =>
    `${stack.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(REDIRECT)}${extra}`;

  // Cancel on Google's page: back to the app with access_denied.
  const c1 = await openConsent(authorizeUrl());
  const cancel = await submitConsent(c1, { decision: 'deny' });
  assert.equal(cancel.status, 302);
  const back = new URL(cancel.headers.get('location')!);
  assert.equal(back.searchParams.get('error'), 'access_denied');
  assert.ok(back.searchParams.get('error_description'));
  assert.match(back.hash, /error=access_denied/);

  // Invalid e-mail: Google's page again, escaped, the request not spent.
  const c2 = await openConsent(authorizeUrl());
  const email = unique('implicito');
  const invalid = await submitConsent(c2, { email: '<script>alert(1)</script>', name: 'X', decision: 'allow' });
  assert.equal(invalid.status, 400);
  const html = await invalid.text();
  assert.ok(!html.includes('<script>alert(1)</script>'));
  assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
  assert.match(html, /Digite um endereço de e-mail válido\./);
  const noName = await submitConsent(c2, { email, name: '  ', decision: 'allow' });
  assert.equal(noName.status, 400);
  assert.match(await noName.text(), /Digite o nome da conta\./);

  // Implicit flow (no code_challenge): the session arrives in the fragment, with Google's tokens.
  const ok = await submitConsent(c2, { email, name: 'Implícito', decision: 'allow' });
  assert.equal(ok.status, 302);
  const landing = new URL(ok.headers.get('location')!);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  assert.ok(fragment.get('access_token'));
  assert.ok(fragment.get('refresh_token'));
  assert.equal(fragment.get('token_type'), 'bearer');
  assert.equal(fragment.get('expires_in'), '3600');
  assert.match(fragment.get('provider_token') ?? '', /^ya29\./, "Google's access token");
  const { data } = await freshClient().auth.getUser(fragment.get('access_token')!);
  assert.equal(data.user?.email, email.toLowerCase());

  // The state is single use: Google's redirect replayed is refused (a browser carries no API version).
  const replay = await fetch((ok as { callbackUrl?: string }).callbackUrl!, { redirect: 'manual' });
  assert.equal(replay.status, 400);
  assert.equal(((await replay.json()) as { error_code: string }).error_code, 'bad_oauth_state');

  // A forged state is refused before any code is exchanged; nothing is created.
  const c3 = await openConsent(authorizeUrl());
  const forgedEmail = unique('forjado');
  const consentState = new URL(c3.consentUrl).searchParams.get('state')!;
  const forged = await fetch(
    `${stack.url}/auth/v1/callback?code=x&state=${encodeURIComponent(consentState.slice(0, -2) + 'xx')}`,
    { redirect: 'manual' },
  );
  assert.equal(forged.status, 400);
  assert.equal((await sql('select 1 from auth.users where email = $1', [forgedEmail])).length, 0);
  const missing = await fetch(`${stack.url}/auth/v1/callback?code=x`, { redirect: 'manual' });
  assert.equal(((await missing.json()) as { error_code: string }).error_code, 'bad_oauth_callback');

  const github = await api('/authorize?provider=github', { apikey: null });
  assert.equal(github.status, 400);
  assert.deepEqual(await github.json(), {
    code: 'validation_failed',
    message: 'Unsupported provider: provider is not enabled',
  });

  // A redirect_to outside the allow list falls back to the site URL (no open redirect).
  const evil = await openConsent(
    `${stack.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent('https://evil.example/x')}`,
  );
  const denied = await submitConsent(evil, { decision: 'deny' });
  assert.ok(denied.headers.get('location')!.startsWith('http://localhost:3000'));
});
