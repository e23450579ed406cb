/**
 * staff-login: the developer console's username-and-password login. The username is found among
 * developer profiles on the server, the auth server checks the password, and its session comes
 * back; every refusal looks the same, and usernames are server-owned.
 */
import http from 'node:http';
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { client, closeSql, newUser, PASSWORD_ATTEMPTS_PER_WINDOW, sql, stack } from 'local-stack/testing';

after(closeSql);

const DEVELOPER = {
  username: 'dev',
  email: 'dev@atende.ai',
  password: 'dev12345',
  id: '22222222-2222-4222-8222-222222222222',
};

interface Answer {
  status: number;
  data: { access_token: string; refresh_token: string; user: { id: string; email: string } } | null;
  error: { code: string; message: string } | null;
}

async function staffLogin(body: unknown, c: SupabaseClient = client()): Promise<Answer> {
  const { data, error } = await c.functions.invoke('staff-login', { body: body as Record<string, unknown> });
  if (!error) return { status: 200, data: data as Answer['data'], error: null };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, data: null, error: ((await res.json()) as { error: Answer['error'] }).error };
  }
  throw error;
}

const REFUSED = { code: 'invalid_credentials', message: 'Credenciais inválidas' };

test('a developer signs in with username and password and gets a working session', async () => {
  const answer = await staffLogin({ username: ' DEV ', password: DEVELOPER.password });
  assert.equal(answer.status, 200);
  assert.equal(answer.data!.user.id, DEVELOPER.id);

  // The session is the auth server's own: supabase-js adopts it and reads as the developer.
  const c = client();
  const { error } = await c.auth.setSession({
    access_token: answer.data!.access_token,
    refresh_token: answer.data!.refresh_token,
  });
  assert.equal(error, null);
  const { data: profile } = await c.from('profiles').select('role, username').eq('id', DEVELOPER.id).single();
  assert.deepEqual(profile, { role: 'developer', username: 'dev' });
  const refreshed = await c.auth.refreshSession();
  assert.equal(refreshed.error, null, 'the refresh token is a real one');
});

test('unknown username, wrong password, blank or malformed input: the same 401', async () => {
  for (const body of [
    { username: 'ninguem', password: 'dev12345' },
    { username: 'dev', password: 'errada-123' },
    { username: '', password: 'dev12345' },
    { username: 'dev', password: '' },
    { username: "dev' or 1=1", password: 'x' },
    { username: 'dev,role.eq.client', password: 'dev12345' },
    { username: 42, password: ['x'] },
    null,
  ]) {
    const answer = await staffLogin(body);
    assert.equal(answer.status, 401, JSON.stringify(body));
    assert.deepEqual(answer.error, REFUSED);
  }
});

test("a customer's e-mail and password are refused without reaching the auth server", async () => {
  const customer = await newUser();
  const before = await sql<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [
    customer.id,
  ]);
  for (const username of [customer.email, customer.email.split('@')[0]]) {
    const answer = await staffLogin({ username, password: customer.password });
    assert.equal(answer.status, 401);
    assert.deepEqual(answer.error, REFUSED);
  }
  const afterwards = await sql<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [
    customer.id,
  ]);
  assert.equal(afterwards[0].n, before[0].n, 'no session was opened for the customer');
});

test('a staff member who is not a developer has no console username', async () => {
  // Technical staff sign in through the technical access screen, by e-mail.
  const rows = await sql<{ role: string; username: string | null }>(
    "select role, username from public.profiles where email = 'suporte@atende.ai'",
  );
  assert.deepEqual(rows, [{ role: 'technical', username: null }]);
  const answer = await staffLogin({ username: 'suporte', password: 'suporte12345' });
  assert.equal(answer.status, 401);
});

test('usernames are server-owned: a customer cannot take one, on insert or update', async () => {
  const customer = await newUser();
  const update = await customer.client.from('profiles').update({ username: 'dev2' }).eq('id', customer.id).select();
  assert.equal(update.error?.code, '42501');
  assert.match(update.error!.message, /username/);
  // The bootstrap insert path (an upsert onto the own row) cannot set one either: the insert
  // guard blanks it before the conflict turns the insert into an update.
  await customer.client.from('profiles').upsert({ id: customer.id, username: 'dev3' }).select();
  const rows = await sql<{ username: string | null }>('select username from public.profiles where id = $1', [
    customer.id,
  ]);
  assert.equal(rows[0].username, null);
});

test('only POST is answered', async () => {
  const res = await fetch(`${stack.url}/functions/v1/staff-login`, {
    method: 'GET',
    headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
  });
  assert.equal(res.status, 405);
  await res.body?.cancel();
});

/** staff-login called from a loopback address of its own (Linux routes all of 127/8 to the stack). */
function staffLoginFrom(from: string, body: unknown): Promise<{ status: number; body: { error?: Answer['error'] } }> {
  const url = new URL(`${stack.url}/functions/v1/staff-login`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${stack.anonKey}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          // What an attacker writes to look like someone else: the platform's proxy decides instead.
          'x-forwarded-for': '203.0.113.50',
          'sb-forwarded-for': '203.0.113.51',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test("one address's failed attempts lock that address out of that account, not everyone", async () => {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const attacker = `127.77.${octet()}.${octet()}`;
  const developer = `127.78.${octet()}.${octet()}`;
  // A second developer account, whose owner happens to share the attacker's address (an office's NAT).
  const colleague = await newUser({}, 'dev');
  const username = `dev-${Date.now().toString(36)}`;
  await sql(`update public.profiles set role = 'developer', username = $2 where id = $1`, [colleague.id, username]);

  for (let i = 0; i < PASSWORD_ATTEMPTS_PER_WINDOW; i++) {
    const answer = await staffLoginFrom(attacker, { username: 'dev', password: `errada-${i}` });
    assert.equal(answer.status, 401, `attempt ${i + 1}`);
  }
  const locked = await staffLoginFrom(attacker, { username: 'dev', password: DEVELOPER.password });
  assert.equal(locked.status, 429);
  assert.equal(locked.body.error?.code, 'rate_limited');
  // The developer, from their own address, still signs in to the same account.
  const own = await staffLoginFrom(developer, { username: 'dev', password: DEVELOPER.password });
  assert.equal(own.status, 200, JSON.stringify(own.body));
  // From the attacker's address, another account is not locked either.
  const other = await staffLoginFrom(attacker, { username, password: colleague.password });
  assert.equal(other.status, 200, JSON.stringify(other.body));
});
