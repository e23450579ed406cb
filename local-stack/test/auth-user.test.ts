/**
 * The local auth server's signed-in user against the real client (supabase-js v2, auth-js): getUser
 * and updateUser (metadata, password, e-mail confirmed by code), and which bearer tokens it takes.
 * Runs through test/run.ts against the full stack, on PostgreSQL and on PGlite.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt, SignJWT } from 'jose';
import { isAuthApiError } from '@supabase/supabase-js';
import { api, lastMailTo, REDIRECT, signUp, unique } from './support/authCalls.ts';
import { client as freshClient, closeSql, mails, sql, stack } from './support/stack.ts';

after(closeSql);

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
