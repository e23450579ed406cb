/**
 * The local auth server's protocol as Supabase's: error bodies by X-Supabase-Api-Version, bad JSON,
 * unknown routes, and the apikey the gateway requires. Raw fetch, where the client hides bodies,
 * headers and redirects. Runs through test/run.ts against the full stack, on PostgreSQL and on PGlite.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { api, REDIRECT, signUp, unique } from './support/authCalls.ts';
import { closeSql, stack } from './support/stack.ts';

after(closeSql);

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
