/**
 * The local auth server against the real client: supabase-js v2 (auth-js) drives every flow it
 * can; raw fetch covers what the client hides (bodies, headers, redirects, the consent form).
 * Runs through test/run.ts (npm test -w local-stack) against the full stack, on PostgreSQL and on
 * PGlite; the e-mails are read from the stack's mailbox.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt, SignJWT } from 'jose';
import { isAuthApiError } from '@supabase/supabase-js';
import {
  client as freshClient,
  closeSql,
  mails,
  PASSWORD_ATTEMPTS_PER_WINDOW,
  sql,
  stack,
  STORAGE_KEY,
  storageClient,
} from './support/stack.ts';

let seq = 0;
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++seq}@example.com`;
const REDIRECT = 'http://localhost:3000/auth/callback';

after(closeSql);

/** fetch against /auth/v1 with the apikey and, unless told otherwise, the 2024-01-01 API version. */
function api(path: string, init: RequestInit & { version?: string | null; apikey?: string | null } = {}) {
  const headers = new Headers(init.headers);
  if (init.apikey !== null) headers.set('apikey', init.apikey ?? stack.anonKey);
  if (init.version !== null) headers.set('X-Supabase-Api-Version', init.version ?? '2024-01-01');
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${stack.url}/auth/v1${path}`, { ...init, headers, redirect: 'manual' });
}

async function signUp(email = unique('user'), password = 'senha-forte-1', data: Record<string, unknown> = {}) {
  const { data: out, error } = await freshClient().auth.signUp({ email, password, options: { data } });
  assert.equal(error, null);
  assert.ok(out.session);
  return { email, password, session: out.session, user: out.user! };
}

async function lastMailTo(email: string) {
  const [mail] = await mails(email);
  assert.ok(mail, `no e-mail to ${email}`);
  const code = /Código: (\d{6})/.exec(mail.text)?.[1];
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1];
  assert.ok(code && link, 'e-mail carries a code and a link');
  return { mail, code, link };
}

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

// ---- sign-up ------------------------------------------------------------------------------------

test('signUp creates a confirmed user with its metadata and returns a session', async () => {
  const email = unique('Cadastro');
  const { data, error } = await freshClient().auth.signUp({
    email,
    password: 'senha-forte-1',
    options: { data: { nome: 'Ana Souza', role: 'admin' } },
  });
  assert.equal(error, null);
  const { session, user } = data;
  assert.ok(session && user);
  assert.equal(user.email, email.toLowerCase());
  assert.equal(user.aud, 'authenticated');
  assert.equal(user.role, 'authenticated');
  assert.equal(user.phone, '');
  assert.ok(user.email_confirmed_at && user.confirmed_at && user.last_sign_in_at);
  assert.deepEqual(user.app_metadata, { provider: 'email', providers: ['email'] });
  assert.equal(user.user_metadata.nome, 'Ana Souza');
  assert.equal(user.user_metadata.email_verified, true);
  assert.equal(user.identities?.length, 1);
  assert.equal(user.identities![0].provider, 'email');
  assert.equal(user.identities![0].identity_data?.sub, user.id);
  assert.equal(user.is_anonymous, false);
  assert.equal(session.token_type, 'bearer');
  assert.equal(session.expires_in, 3600);
  assert.ok(session.refresh_token.length >= 12);

  const claims = decodeJwt(session.access_token);
  assert.equal(claims.iss, `${stack.url}/auth/v1`);
  assert.equal(claims.sub, user.id);
  assert.equal(claims.aud, 'authenticated');
  assert.equal(claims.role, 'authenticated', 'user_metadata.role never becomes the database role');
  assert.equal(claims.email, email.toLowerCase());
  assert.equal(claims.phone, '');
  assert.equal(claims.aal, 'aal1');
  assert.equal(claims.is_anonymous, false);
  assert.equal((claims.amr as { method: string }[])[0].method, 'password');
  assert.deepEqual(claims.app_metadata, { provider: 'email', providers: ['email'] });
  assert.equal((claims.user_metadata as Record<string, unknown>).nome, 'Ana Souza');
  assert.equal(typeof claims.session_id, 'string');
  assert.equal(session.expires_at, claims.exp);
  assert.equal((claims.exp as number) - (claims.iat as number), 3600);

  const rows = await sql<{ raw_app_meta_data: unknown; raw_user_meta_data: Record<string, unknown> }>(
    'select raw_app_meta_data, raw_user_meta_data from auth.users where id = $1',
    [user.id],
  );
  assert.equal(rows[0].raw_user_meta_data.nome, 'Ana Souza');
  const identities = await sql('select provider from auth.identities where user_id = $1', [user.id]);
  assert.equal(identities.length, 1);
});

test('a second sign-up with the same address is refused with user_already_exists', async () => {
  const { email } = await signUp();
  const { data, error } = await freshClient().auth.signUp({ email: email.toUpperCase(), password: 'outra-senha-2' });
  assert.ok(isAuthApiError(error));
  assert.equal(error.status, 422);
  assert.equal(error.code, 'user_already_exists');
  assert.equal(error.message, 'User already registered');
  assert.equal(data.session, null);
});

test('sign-up validation: weak password, missing password, malformed address', async () => {
  const weak = await freshClient().auth.signUp({ email: unique('fraca'), password: '12345' });
  assert.equal(weak.error?.status, 422);
  assert.equal(weak.error?.code, 'weak_password');
  assert.equal(weak.error?.message, 'Password should be at least 6 characters.');
  assert.deepEqual((weak.error as { reasons?: string[] }).reasons, ['length']);

  const missing = await freshClient().auth.signUp({ email: unique('semsenha'), password: '' });
  assert.equal(missing.error?.status, 400);
  assert.equal(missing.error?.code, 'validation_failed');
  assert.equal(missing.error?.message, 'Signup requires a valid password');

  const malformed = await freshClient().auth.signUp({ email: 'nao-e-um-email', password: 'senha-forte-1' });
  assert.equal(malformed.error?.status, 400);
  assert.equal(malformed.error?.code, 'validation_failed');
  assert.equal(malformed.error?.message, 'Unable to validate email address: invalid format');

  const tooLong = await freshClient().auth.signUp({ email: unique('longa'), password: 'x'.repeat(73) });
  assert.equal(tooLong.error?.status, 400);
  assert.equal(tooLong.error?.code, 'validation_failed');
});

test('a database error while saving the user answers 500 "Database error saving new user" and saves nothing', async () => {
  await sql(`
    create or replace function public.recusa_cadastro() returns trigger language plpgsql as $$
    begin
      if new.email like 'bloqueado%' then raise exception 'duplicate key value violates unique constraint "profiles_pkey"'; end if;
      return new;
    end $$;
    drop trigger if exists recusa_cadastro on auth.users;
    create trigger recusa_cadastro after insert on auth.users for each row execute function public.recusa_cadastro();`);
  try {
    const email = unique('bloqueado');
    const res = await api('/signup', { method: 'POST', body: JSON.stringify({ email, password: 'senha-forte-1' }) });
    assert.equal(res.status, 500);
    assert.equal(res.headers.get('x-supabase-api-version'), '2024-01-01');
    assert.deepEqual(await res.json(), { code: 'unexpected_failure', message: 'Database error saving new user' });

    const legacy = await api('/signup', {
      method: 'POST',
      version: null,
      body: JSON.stringify({ email, password: 'senha-forte-1' }),
    });
    const body = (await legacy.json()) as Record<string, unknown>;
    assert.equal(body.code, 500);
    assert.equal(body.error_code, 'unexpected_failure');
    assert.equal(body.msg, 'Database error saving new user');

    // auth-js treats a 500 as retryable: status 500, GoTrue's message, no code.
    const { error } = await freshClient().auth.signUp({ email, password: 'senha-forte-1' });
    assert.equal(error?.status, 500);
    assert.equal(error?.name, 'AuthRetryableFetchError');
    assert.equal(error?.message, 'Database error saving new user');

    const rows = await sql('select 1 from auth.users where email = $1', [email]);
    assert.equal(rows.length, 0);
  } finally {
    await sql(
      'drop trigger if exists recusa_cadastro on auth.users; drop function if exists public.recusa_cadastro();',
    );
  }
});

// ---- password sign-in ----------------------------------------------------------------------------

test('signInWithPassword: right password signs in; wrong password and unknown user get the same error', async () => {
  const { email, password, user } = await signUp();
  const before = await sql<{ last_sign_in_at: Date }>('select last_sign_in_at from auth.users where id = $1', [
    user.id,
  ]);
  await new Promise((r) => setTimeout(r, 20));

  const ok = await freshClient().auth.signInWithPassword({ email: email.toUpperCase(), password });
  assert.equal(ok.error, null);
  assert.equal(ok.data.user?.id, user.id);
  assert.ok(ok.data.session?.access_token);
  const afterRow = await sql<{ last_sign_in_at: Date }>('select last_sign_in_at from auth.users where id = $1', [
    user.id,
  ]);
  assert.ok(afterRow[0].last_sign_in_at > before[0].last_sign_in_at, 'last_sign_in_at moves on sign-in');

  const wrong = await freshClient().auth.signInWithPassword({ email, password: 'senha-errada' });
  const unknown = await freshClient().auth.signInWithPassword({ email: unique('ninguem'), password });
  for (const r of [wrong, unknown]) {
    assert.ok(isAuthApiError(r.error));
    assert.equal(r.error.status, 400);
    assert.equal(r.error.code, 'invalid_credentials');
    assert.equal(r.error.message, 'Invalid login credentials');
    assert.equal(r.data.session, null);
  }
});

test('too many failed passwords for one address answer 429 over_request_rate_limit, even to the right password', async () => {
  // test/run.ts starts the stack with PASSWORD_ATTEMPTS_PER_WINDOW failures allowed per address and IP.
  const { email, password } = await signUp();
  for (let i = 0; i < PASSWORD_ATTEMPTS_PER_WINDOW; i++) {
    const r = await freshClient().auth.signInWithPassword({ email, password: `errada-${i}` });
    assert.equal(r.error?.status, 400, `attempt ${i + 1}`);
    assert.equal(r.error?.code, 'invalid_credentials', `attempt ${i + 1}`);
  }
  const limited = await freshClient().auth.signInWithPassword({ email, password: 'errada-de-novo' });
  assert.ok(isAuthApiError(limited.error));
  assert.equal(limited.error.status, 429);
  assert.equal(limited.error.code, 'over_request_rate_limit');
  assert.equal(limited.error.message, 'Request rate limit reached');
  assert.equal(limited.data.session, null);
  const right = await freshClient().auth.signInWithPassword({ email, password });
  assert.ok(isAuthApiError(right.error));
  assert.equal(right.error.status, 429);
  assert.equal(right.error.code, 'over_request_rate_limit');
  assert.equal(right.data.session, null);

  // Another address from the same client is not affected.
  const other = await signUp();
  const fine = await freshClient().auth.signInWithPassword({ email: other.email, password: other.password });
  assert.equal(fine.error, null);
});

test('SQL-looking input is just an invalid or unknown address, never a server error', async () => {
  const inputs = [
    "x' or '1'='1@example.com",
    "'; drop table auth.users; --@example.com",
    'a@b.com\u0000',
    "\\' union select 1 --",
  ];
  for (const email of inputs) {
    const signIn = await freshClient().auth.signInWithPassword({ email, password: "' or 1=1 --" });
    assert.equal(signIn.error?.status, 400, email);
    assert.ok(['invalid_credentials', 'validation_failed'].includes(signIn.error?.code ?? ''), email);
    const signUpRes = await api('/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'senha-forte-1' }),
    });
    assert.ok([400, 422].includes(signUpRes.status), `${email}: ${signUpRes.status}`);
    const otp = await freshClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    assert.ok(['otp_disabled', 'validation_failed'].includes(otp.error?.code ?? ''), email);
    const recover = await freshClient().auth.resetPasswordForEmail(email);
    assert.ok(!recover.error || recover.error.status === 400, email);
  }
  const users = await sql('select count(*)::int as n from auth.users');
  assert.ok((users[0] as { n: number }).n > 0, 'auth.users is still there');
});

// ---- refresh tokens ------------------------------------------------------------------------------

test('refreshSession rotates the token in the same session and refuses a reused one', async () => {
  const { session } = await signUp();
  const client = freshClient();
  const first = session.refresh_token;
  const sessionId = decodeJwt(session.access_token).session_id;

  const r1 = await client.auth.refreshSession({ refresh_token: first });
  assert.equal(r1.error, null);
  const second = r1.data.session!.refresh_token;
  assert.notEqual(second, first);
  assert.equal(decodeJwt(r1.data.session!.access_token).session_id, sessionId);
  const rows = await sql<{ token: string; revoked: boolean; parent: string | null }>(
    'select token, revoked, parent from auth.refresh_tokens where session_id = $1 order by id',
    [sessionId],
  );
  assert.deepEqual(
    rows.map((r) => [r.token, r.revoked, r.parent]),
    [
      [first, true, null],
      [second, false, first],
    ],
  );

  // The client lost the answer: the parent of the active token gets the active token back.
  const again = await client.auth.refreshSession({ refresh_token: first });
  assert.equal(again.error, null);
  assert.equal(again.data.session!.refresh_token, second);

  const r2 = await client.auth.refreshSession({ refresh_token: second });
  const third = r2.data.session!.refresh_token;
  assert.ok(third && third !== second);

  // Past the 10 s reuse interval a revoked token is theft: refused, and the session ends.
  await sql(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [first]);
  const reused = await client.auth.refreshSession({ refresh_token: first });
  assert.ok(isAuthApiError(reused.error));
  assert.equal(reused.error.status, 400);
  assert.equal(reused.error.code, 'refresh_token_already_used');
  assert.equal(reused.error.message, 'Invalid Refresh Token: Already Used');
  const afterReuse = await client.auth.refreshSession({ refresh_token: third });
  assert.equal(afterReuse.error?.code, 'refresh_token_not_found');
  const sessions = await sql('select 1 from auth.sessions where id = $1', [sessionId]);
  assert.equal(sessions.length, 0);

  const unknown = await client.auth.refreshSession({ refresh_token: 'nao-existe-123456' });
  assert.equal(unknown.error?.status, 400);
  assert.equal(unknown.error?.code, 'refresh_token_not_found');
  assert.equal(unknown.error?.message, 'Invalid Refresh Token: Refresh Token Not Found');
});

test('signOut ends the session: its refresh token and access token stop working', async () => {
  const { email, password } = await signUp();
  const client = freshClient();
  const { data } = await client.auth.signInWithPassword({ email, password });
  const { access_token, refresh_token } = data.session!;
  const other = await freshClient().auth.signInWithPassword({ email, password });

  const out = await client.auth.signOut({ scope: 'local' });
  assert.equal(out.error, null);
  const refresh = await freshClient().auth.refreshSession({ refresh_token });
  assert.equal(refresh.error?.code, 'refresh_token_not_found');

  const me = await api('/user', { headers: { Authorization: `Bearer ${access_token}` } });
  assert.equal(me.status, 403);
  assert.deepEqual(await me.json(), {
    code: 'session_not_found',
    message: 'Session from session_id claim in JWT does not exist',
  });
  const viaClient = await freshClient().auth.getUser(access_token);
  assert.equal(viaClient.error?.name, 'AuthSessionMissingError');

  // scope local left the other device signed in; scope global ends it too.
  const stillThere = await freshClient().auth.getUser(other.data.session!.access_token);
  assert.equal(stillThere.error, null);
  const global = await api('/logout?scope=global', {
    method: 'POST',
    headers: { Authorization: `Bearer ${other.data.session!.access_token}` },
  });
  assert.equal(global.status, 204);
  const gone = await freshClient().auth.refreshSession({ refresh_token: other.data.session!.refresh_token });
  assert.equal(gone.error?.code, 'refresh_token_not_found');

  const badScope = await api('/logout?scope=tudo', {
    method: 'POST',
    headers: { Authorization: `Bearer ${access_token}` },
  });
  assert.equal(badScope.status, 400);
});

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

// ---- OTP, magic link, verify ---------------------------------------------------------------------

test('signInWithOtp: unknown address with shouldCreateUser false is refused; a known one gets a code that verifyOtp accepts once', async () => {
  const unknown = await freshClient().auth.signInWithOtp({
    email: unique('desconhecido'),
    options: { shouldCreateUser: false },
  });
  assert.ok(isAuthApiError(unknown.error));
  assert.equal(unknown.error.status, 422);
  assert.equal(unknown.error.code, 'otp_disabled');
  assert.equal(unknown.error.message, 'Signups not allowed for otp');

  const { email, user } = await signUp();
  const sent = await freshClient().auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: REDIRECT },
  });
  assert.equal(sent.error, null);
  const { mail, code, link } = await lastMailTo(email);
  assert.equal(mail.subject, 'Seu código de acesso');
  assert.ok(mail.html.includes(code));
  const linkUrl = new URL(link);
  assert.equal(linkUrl.searchParams.get('type'), 'magiclink');
  assert.equal(linkUrl.searchParams.get('redirect_to'), REDIRECT);

  const stored = await sql<{ token_hash: string }>('select token_hash from auth.one_time_tokens where user_id = $1', [
    user.id,
  ]);
  assert.equal(stored.length, 1);
  assert.ok(!stored[0].token_hash.includes(code) && stored[0].token_hash !== linkUrl.searchParams.get('token'));

  const wrong = await freshClient().auth.verifyOtp({
    email,
    token: code === '000000' ? '111111' : '000000',
    type: 'email',
  });
  assert.equal(wrong.error?.status, 403);
  assert.equal(wrong.error?.code, 'otp_expired');
  assert.equal(wrong.error?.message, 'Token has expired or is invalid');

  const ok = await freshClient().auth.verifyOtp({ email, token: code, type: 'email' });
  assert.equal(ok.error, null);
  assert.equal(ok.data.user?.id, user.id);
  assert.equal((decodeJwt(ok.data.session!.access_token).amr as { method: string }[])[0].method, 'otp');

  const reused = await freshClient().auth.verifyOtp({ email, token: code, type: 'email' });
  assert.equal(reused.error?.code, 'otp_expired');
});

test('signInWithOtp with shouldCreateUser creates the user, and an expired code is refused', async () => {
  const email = unique('novo-otp');
  const sent = await freshClient().auth.signInWithOtp({ email, options: { data: { origem: 'otp' } } });
  assert.equal(sent.error, null);
  const { code } = await lastMailTo(email.toLowerCase());
  const users = await sql<{ id: string; raw_user_meta_data: Record<string, unknown> }>(
    'select id, raw_user_meta_data from auth.users where email = $1',
    [email.toLowerCase()],
  );
  assert.equal(users.length, 1);
  assert.equal(users[0].raw_user_meta_data.origem, 'otp');

  await sql(`update auth.one_time_tokens set created_at = created_at - interval '61 minutes' where user_id = $1`, [
    users[0].id,
  ]);
  const late = await freshClient().auth.verifyOtp({ email, token: code, type: 'magiclink' });
  assert.equal(late.error?.status, 403);
  assert.equal(late.error?.code, 'otp_expired');

  // No password was set: password sign-in is not a way in.
  const pw = await freshClient().auth.signInWithPassword({ email, password: 'qualquer-senha' });
  assert.equal(pw.error?.code, 'invalid_credentials');
});

test('the e-mailed link: GET /verify redirects with the session (implicit) or ?code= (PKCE)', async () => {
  const { email } = await signUp();
  await freshClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: REDIRECT } });
  const implicit = await lastMailTo(email);
  const res = await fetch(implicit.link, { redirect: 'manual' });
  assert.equal(res.status, 303);
  const landing = new URL(res.headers.get('location')!);
  assert.equal(`${landing.origin}${landing.pathname}`, REDIRECT);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  assert.ok(fragment.get('access_token') && fragment.get('refresh_token') && fragment.get('expires_at'));
  assert.equal(fragment.get('type'), 'magiclink');
  assert.equal(fragment.get('token_type'), 'bearer');

  // The link works once.
  const again = await fetch(implicit.link, { redirect: 'manual' });
  const err = new URL(again.headers.get('location')!);
  const errParams = new URLSearchParams(err.hash.slice(1));
  assert.equal(errParams.get('error'), 'access_denied');
  assert.equal(errParams.get('error_code'), 'otp_expired');
  assert.equal(errParams.get('error_description'), 'Email link is invalid or has expired');

  // PKCE: the client that asked holds the verifier; the link brings ?code=.
  const storage = new Map<string, string>();
  const pkceClient = storageClient(storage);
  await sql(`update auth.users set recovery_sent_at = now() - interval '2 minutes' where email = $1`, [email]);
  const sent = await pkceClient.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: REDIRECT },
  });
  assert.equal(sent.error, null);
  const pkce = await lastMailTo(email);
  assert.ok(new URL(pkce.link).searchParams.get('token')!.startsWith('pkce_'));
  const pkceRes = await fetch(pkce.link, { redirect: 'manual' });
  assert.equal(pkceRes.status, 303);
  const code = new URL(pkceRes.headers.get('location')!).searchParams.get('code');
  assert.ok(code);
  const exchanged = await pkceClient.auth.exchangeCodeForSession(code);
  assert.equal(exchanged.error, null);
  assert.equal(exchanged.data.user?.email, email);

  const bogus = await fetch(
    `${stack.url}/auth/v1/verify?token=pkce_${'a'.repeat(56)}&type=magiclink&redirect_to=${encodeURIComponent(REDIRECT)}`,
    {
      redirect: 'manual',
    },
  );
  const bogusUrl = new URL(bogus.headers.get('location')!);
  assert.equal(bogusUrl.searchParams.get('error_code'), 'otp_expired', 'PKCE links also carry the error in the query');
});

test('an e-mail is not sent twice to one address within the minimum interval', async () => {
  const { email } = await signUp();
  const first = await freshClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  assert.equal(first.error, null);
  const second = await freshClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  assert.equal(second.error?.status, 429);
  assert.equal(second.error?.code, 'over_email_send_rate_limit');
  assert.match(second.error!.message, /^For security purposes, you can only request this after \d+ seconds\.$/);
});

test('resetPasswordForEmail answers the same for unknown and known addresses; the recovery link signs in', async () => {
  const unknownEmail = unique('sem-conta');
  const unknown = await freshClient().auth.resetPasswordForEmail(unknownEmail, { redirectTo: REDIRECT });
  assert.equal(unknown.error, null);
  assert.deepEqual(unknown.data, {});
  assert.equal((await mails(unknownEmail)).length, 0);

  const { email, user } = await signUp();
  const known = await freshClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
  assert.equal(known.error, null);
  assert.deepEqual(known.data, {});
  const { mail, code, link } = await lastMailTo(email);
  assert.equal(mail.subject, 'Redefinição de senha');
  assert.equal(new URL(link).searchParams.get('type'), 'recovery');

  const res = await freshClient().auth.verifyOtp({ email, token: code, type: 'recovery' });
  assert.equal(res.error, null);
  assert.equal(res.data.user?.id, user.id);
  const client = freshClient();
  await client.auth.setSession(res.data.session!);
  const changed = await client.auth.updateUser({ password: 'nova-senha-123' });
  assert.equal(changed.error, null);
  const signIn = await freshClient().auth.signInWithPassword({ email, password: 'nova-senha-123' });
  assert.equal(signIn.error, null);
});

// ---- user --------------------------------------------------------------------------------------

test('getUser returns the bare user; updateUser merges metadata and refuses the same password', async () => {
  const { email, password, session } = await signUp(undefined, undefined, { nome: 'Bia', plano: 'basico' });
  const client = freshClient();
  await client.auth.setSession(session);

  const me = await client.auth.getUser();
  assert.equal(me.error, null);
  assert.equal(me.data.user?.email, email);
  const raw = await api('/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
  const body = (await raw.json()) as Record<string, unknown>;
  assert.equal(body.email, email, 'GET /user answers the user itself, not {user}');

  const upd = await client.auth.updateUser({ data: { plano: 'pro', telefone: '+5511999990000', nome: null } });
  assert.equal(upd.error, null);
  assert.equal(upd.data.user?.user_metadata.plano, 'pro');
  assert.equal(upd.data.user?.user_metadata.telefone, '+5511999990000');
  assert.equal('nome' in (upd.data.user?.user_metadata ?? {}), false, 'a null value removes the key');
  assert.equal(upd.data.user?.user_metadata.email_verified, true, 'other keys are kept');

  const same = await client.auth.updateUser({ password });
  assert.ok(isAuthApiError(same.error));
  assert.equal(same.error.status, 422);
  assert.equal(same.error.code, 'same_password');
  assert.equal(same.error.message, 'New password should be different from the old password.');

  const weak = await client.auth.updateUser({ password: '123' });
  assert.equal(weak.error?.code, 'weak_password');

  const appMeta = await api('/user', {
    method: 'PUT',
    headers: { Authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify({ app_metadata: { role: 'staff' } }),
  });
  assert.equal(appMeta.status, 403);
  assert.equal(((await appMeta.json()) as { code: string }).code, 'not_admin');
});

test('updateUser e-mail: an address in use is refused; a new one is confirmed by the e-mailed code', async () => {
  const taken = await signUp();
  const { session, user } = await signUp();
  const client = freshClient();
  await client.auth.setSession(session);

  const clash = await client.auth.updateUser({ email: taken.email });
  assert.equal(clash.error?.status, 422);
  assert.equal(clash.error?.code, 'email_exists');

  const newEmail = unique('novo-endereco');
  const change = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: REDIRECT });
  assert.equal(change.error, null);
  assert.equal(change.data.user?.email, user.email, 'the address changes only once confirmed');
  assert.equal((change.data.user as unknown as { new_email: string }).new_email, newEmail.toLowerCase());
  const { code } = await lastMailTo(newEmail.toLowerCase());
  assert.ok((await mails(user.email)).some((m) => m.subject === 'Confirme a alteração de e-mail'));

  const confirmed = await freshClient().auth.verifyOtp({ email: newEmail, token: code, type: 'email_change' });
  assert.equal(confirmed.error, null);
  assert.equal(confirmed.data.user?.email, newEmail.toLowerCase());
  const signIn = await freshClient().auth.signInWithPassword({ email: newEmail, password: 'senha-forte-1' });
  assert.equal(signIn.error, null);
});

test('bearer tokens: another secret and an expired token are bad_jwt; no bearer is no_authorization', async () => {
  const { user, session } = await signUp();
  const claims = decodeJwt(session.access_token);

  const forged = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
  const f = await freshClient().auth.getUser(forged);
  assert.ok(isAuthApiError(f.error));
  assert.equal(f.error.status, 403);
  assert.equal(f.error.code, 'bad_jwt');
  assert.equal(
    f.error.message,
    'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid',
  );

  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(stack.jwtSecret));
  const e = await freshClient().auth.getUser(expired);
  assert.equal(e.error?.status, 403);
  assert.equal(e.error?.code, 'bad_jwt');
  assert.equal(
    e.error?.message,
    'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
  );

  const none = await api('/user');
  assert.equal(none.status, 401);
  assert.deepEqual(await none.json(), {
    code: 'no_authorization',
    message: 'This endpoint requires a valid Bearer token',
  });

  const anonAsUser = await api('/user', { headers: { Authorization: `Bearer ${stack.anonKey}` } });
  assert.equal(anonAsUser.status, 403);
  assert.equal(((await anonAsUser.json()) as { code: string }).code, 'bad_jwt');

  await sql('delete from auth.users where id = $1', [user.id]);
  const deleted = await api('/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
  assert.equal(deleted.status, 403);
  assert.equal(((await deleted.json()) as { code: string }).code, 'user_not_found');
});

// ---- protocol ------------------------------------------------------------------------------------

test('error bodies follow X-Supabase-Api-Version; bad JSON is bad_json; unknown routes 404', async () => {
  const body = JSON.stringify({ email: unique('formato'), password: 'x-senha-1' });
  const modern = await api('/token?grant_type=password', { method: 'POST', body });
  assert.equal(modern.status, 400);
  assert.equal(modern.headers.get('x-supabase-api-version'), '2024-01-01');
  assert.deepEqual(await modern.json(), { code: 'invalid_credentials', message: 'Invalid login credentials' });

  const legacy = await api('/token?grant_type=password', { method: 'POST', body, version: null });
  assert.equal(legacy.status, 400);
  assert.equal(legacy.headers.get('x-supabase-api-version'), null);
  assert.deepEqual(await legacy.json(), {
    code: 400,
    error_code: 'invalid_credentials',
    msg: 'Invalid login credentials',
  });

  const notJson = await api('/signup', {
    method: 'POST',
    body: 'email=a@b.com&password=123456',
    headers: { 'content-type': 'text/plain' },
  });
  assert.equal(notJson.status, 400);
  const nj = (await notJson.json()) as { code: string; message: string };
  assert.equal(nj.code, 'bad_json');
  assert.match(nj.message, /^Could not parse request body as JSON: /);

  const wrongType = await api('/signup', {
    method: 'POST',
    body: JSON.stringify({ email: 42, password: 'senha-forte-1' }),
  });
  assert.equal(wrongType.status, 400);
  assert.equal(((await wrongType.json()) as { code: string }).code, 'bad_json');

  // A JSON body with another Content-Type is read as GoTrue does.
  const { email, password } = await signUp();
  const tolerant = await api('/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
    headers: { 'content-type': 'text/plain' },
  });
  assert.equal(tolerant.status, 200);

  const missing = await api('/nao-existe');
  assert.equal(missing.status, 404);
  assert.equal(((await missing.json()) as { code: string }).code, 'not_found');

  const grant = await api('/token?grant_type=magic', { method: 'POST', body: '{}' });
  assert.equal(grant.status, 400);

  const noRefresh = await api('/token?grant_type=refresh_token', { method: 'POST', body: '{}' });
  assert.equal(noRefresh.status, 400);
  assert.deepEqual(await noRefresh.json(), { error: 'invalid_request', error_description: 'refresh_token required' });
});

test('apikey: required like Supabase gateway does, except for browser navigations and /health', async () => {
  const none = await api('/settings', { apikey: null });
  assert.equal(none.status, 401);
  assert.equal(((await none.json()) as { message: string }).message, 'No API key found in request');

  const bad = await api('/settings', { apikey: 'not-a-key' });
  assert.equal(bad.status, 401);
  assert.equal(((await bad.json()) as { message: string }).message, 'Invalid API key');

  const { session } = await signUp();
  const userToken = await api('/settings', { apikey: session.access_token });
  assert.equal(userToken.status, 401, 'a user access token is not an apikey');

  const settings = await api('/settings');
  assert.equal(settings.status, 200);
  const s = (await settings.json()) as {
    external: Record<string, boolean>;
    disable_signup: boolean;
    mailer_autoconfirm: boolean;
  };
  assert.equal(s.external.email, true);
  assert.equal(s.external.google, true);
  assert.equal(s.external.github, false);
  assert.equal(s.disable_signup, false);
  assert.equal(s.mailer_autoconfirm, true);

  const service = await api('/settings', { apikey: stack.serviceRoleKey });
  assert.equal(service.status, 200);

  const health = await api('/health', { apikey: null });
  assert.equal(health.status, 200);
  assert.equal(((await health.json()) as { name: string }).name, 'GoTrue');

  const verifyLink = await api(`/verify?token=abc&type=magiclink&redirect_to=${encodeURIComponent(REDIRECT)}`, {
    apikey: null,
  });
  assert.equal(verifyLink.status, 303);
  const verifyPost = await api('/verify', { method: 'POST', apikey: null, body: '{}' });
  assert.equal(verifyPost.status, 401);
});
