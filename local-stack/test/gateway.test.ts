import test from 'node:test';
import assert from 'node:assert/strict';
import { client, raw, stack, uniqueEmail } from './support/stack.ts';
import { asaasApi } from './support/asaas.ts';

test('CORS preflight allows what supabase-js sends and exposes what it reads', async () => {
  const res = await fetch(`${stack.url}/rest/v1/g_agenda`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'PATCH',
      'access-control-request-headers':
        'apikey, authorization, x-client-info, x-supabase-api-version, x-retry-count, prefer',
    },
  });
  assert.equal(res.status, 204);
  assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  assert.match(res.headers.get('access-control-allow-methods') ?? '', /PATCH/);
  assert.match(res.headers.get('access-control-allow-headers') ?? '', /x-retry-count/);
  for (const path of ['/auth/v1/settings', '/rest/v1/', '/functions/v1/health']) {
    const r = await raw(path, { headers: { origin: 'http://localhost:3000' }, token: stack.anonKey });
    assert.match(r.headers.get('access-control-expose-headers') ?? '', /Content-Range, X-Supabase-Api-Version/, path);
  }
});

test('functions: health runs the supabase/functions handler and reaches the database', async () => {
  const { data, error } = await client().functions.invoke('health', { method: 'GET' });
  assert.equal(error, null);
  assert.equal(data.status, 'ok');
  assert.equal(data.database, 'ok');
});

test('functions: the gateway verifies the JWT and knows which functions exist', async () => {
  const missing = await fetch(`${stack.url}/functions/v1/health`, { headers: { apikey: stack.anonKey } });
  assert.equal(missing.status, 401);
  const forged = await raw('/functions/v1/health', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
  assert.equal(forged.status, 401);
  const unknown = await raw('/functions/v1/nao-existe', { token: stack.anonKey });
  assert.equal(unknown.status, 404);
});

test('mailbox keeps what the stack sends, as JSON and as a page', async () => {
  const email = uniqueEmail('mailbox');
  const c = client();
  const { error } = await c.auth.signUp({
    email,
    password: 'senha-segura-123',
    options: { data: { full_name: 'Caixa' } },
  });
  assert.equal(error, null);
  await c.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset-password' });
  const res = await fetch(`${stack.mailboxUrl}?to=${encodeURIComponent(email)}`);
  const list = (await res.json()) as Array<{ to: string; subject: string; html: string }>;
  assert.equal(list.length, 1);
  assert.equal(list[0].to, email);
  assert.match(list[0].html, /verify\?token=/);
  const page = await fetch(`${stack.url}/mailbox?to=${encodeURIComponent(email)}`);
  assert.match(page.headers.get('content-type') ?? '', /text\/html; charset=utf-8/);
  assert.match(await page.text(), new RegExp(list[0].subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('security headers: every answer is nosniff and unframeable; HTML pages get a script-free policy', async () => {
  const api = await raw('/rest/v1/', { token: stack.anonKey });
  const health = await fetch(`${stack.url}/health`);
  const refused = await fetch(`${stack.url}/rest/v1/g_agenda`);
  for (const [what, res] of [
    ['PostgREST', api],
    ['health', health],
    ['401', refused],
  ] as const) {
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', what);
    assert.equal(res.headers.get('x-frame-options'), 'DENY', what);
    assert.equal(res.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'", what);
    assert.ok(res.headers.get('access-control-allow-origin'), `${what} keeps CORS`);
  }
  // The stack's pages: the mailbox, the Google sandbox's page (an error page here), an Asaas invoice page.
  const { body } = await asaasApi<{ data: Array<{ invoiceUrl: string }> }>('/payments?limit=1');
  const invoice = new URL(body.data[0].invoiceUrl).pathname;
  for (const path of ['/mailbox', '/sandbox/google/o/oauth2/v2/auth', invoice]) {
    const res = await fetch(`${stack.url}${path}`);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/, path);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', path);
    assert.equal(res.headers.get('x-frame-options'), 'DENY', path);
    assert.match(
      csp,
      /^default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' /,
      path,
    );
    assert.match(csp, /form-action [^;]*http:\/\/localhost:\*/, path);
    assert.match(csp, /frame-ancestors 'none'; base-uri 'none'$/, path);
    assert.doesNotMatch(csp, /script-src|unsafe-eval/, path);
  }
  // Google's sign-in page, where /auth/v1/authorize sends the browser, is one of them.
  const toGoogle = await fetch(`${stack.url}/auth/v1/authorize?provider=google`, { redirect: 'manual' });
  const signIn = await fetch(toGoogle.headers.get('location')!);
  assert.equal(signIn.status, 200);
  assert.match(
    signIn.headers.get('content-security-policy') ?? '',
    /^default-src 'none'; style-src 'unsafe-inline'; img-src/,
  );
  assert.equal(signIn.headers.get('x-frame-options'), 'DENY');
});

test('the secret API key stands for the service role, as the CLI gateway maps it; another sb_secret_ is refused', async () => {
  // auth.users is out of the anon role's reach; the service role reads profiles past RLS.
  const asSecret = await raw('/rest/v1/profiles?select=id&limit=1', { headers: { apikey: stack.secretKey } });
  assert.equal(asSecret.status, 200);
  assert.equal(((await asSecret.json()) as unknown[]).length, 1);
  const asAnon = await raw('/rest/v1/profiles?select=id&limit=1');
  assert.deepEqual(await asAnon.json(), []);
  const forged = await raw('/rest/v1/profiles?select=id', { headers: { apikey: 'sb_secret_forjada0123456789abcdef' } });
  assert.equal(forged.status, 401);
  await forged.body?.cancel();
  const auth = await raw('/auth/v1/settings', { headers: { apikey: stack.secretKey } });
  assert.equal(auth.status, 200);
  await auth.body?.cancel();
});
