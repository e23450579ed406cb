/**
 * The local auth server's password sessions against the real client (supabase-js v2, auth-js): signing
 * in (the same error for a wrong password and an unknown user, the per-address limit, SQL-looking
 * input), refresh tokens rotating in one session, and signing out. Runs through test/run.ts against
 * the full stack, on PostgreSQL and on PGlite.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { isAuthApiError } from '@supabase/supabase-js';
import { api, signUp, unique } from './support/authCalls.ts';
import { client as freshClient, closeSql, PASSWORD_ATTEMPTS_PER_WINDOW, sql } from './support/stack.ts';

after(closeSql);

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
