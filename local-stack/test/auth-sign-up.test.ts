/**
 * The local auth server's sign-up against the real client (supabase-js v2, auth-js): a confirmed user
 * with its metadata and a session, a second sign-up refused, validation, and a database error that
 * saves nothing. Runs through test/run.ts against the full stack, on PostgreSQL and on PGlite.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { isAuthApiError } from '@supabase/supabase-js';
import { api, signUp, unique } from './support/authCalls.ts';
import { client as freshClient, closeSql, sql, stack } from './support/stack.ts';

after(closeSql);

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
