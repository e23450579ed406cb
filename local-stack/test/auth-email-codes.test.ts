/**
 * The local auth server's e-mailed codes and links against the real client (supabase-js v2, auth-js):
 * signInWithOtp and verifyOtp, the link's GET /verify (implicit and PKCE), the minimum interval
 * between two e-mails, and password recovery. The e-mails are read from the stack's mailbox. Runs
 * through test/run.ts against the full stack, on PostgreSQL and on PGlite.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { isAuthApiError } from '@supabase/supabase-js';
import { lastMailTo, REDIRECT, signUp, unique } from './support/authCalls.ts';
import { client as freshClient, closeSql, mails, sql, stack, storageClient } from './support/stack.ts';

after(closeSql);

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
