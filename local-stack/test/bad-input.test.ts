import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { closeSql, newUser, raw, sql, stack, type TestUser } from './support/stack.ts';

// Bad input gets a clear 4xx from the real PostgREST and changes nothing.
let user: TestUser;
let before_: string;

async function fingerprint(): Promise<string> {
  const rows = await sql<{ f: string }>(
    `select (select count(*) from public.g_agenda)::text || '/' || (select count(*) from public.profiles)::text
      || '/' || (select coalesce(max(updated_at)::text, '') from public.g_agenda) as f`,
  );
  return rows[0].f;
}

async function expectError(res: Response, status: number, code?: RegExp): Promise<Record<string, unknown>> {
  const body = (await res.json()) as Record<string, unknown>;
  assert.equal(res.status, status, JSON.stringify(body));
  if (code) assert.match(String(body.code), code, JSON.stringify(body));
  assert.equal(typeof body.message, 'string');
  return body;
}

before(async () => {
  user = await newUser();
  await user.client.from('g_agenda').insert({
    id_dono: user.idDono,
    nome: 'Paciente',
    data: '2030-05-05',
    inicio: '10:00',
    fim: '10:30',
    num_cliente: '5511999990000',
    status: 'agendado',
  });
  before_ = await fingerprint();
});
after(async () => {
  assert.equal(await fingerprint(), before_, 'bad requests must not change data');
  await closeSql();
});

test('malformed filters: a value that is not a date, an unknown operator, a missing value', async () => {
  await expectError(await raw('/rest/v1/g_agenda?data=gt.naoeumadata', { token: user.accessToken }), 400, /^22/);
  await expectError(
    await raw('/rest/v1/g_agenda?data=maiorque.2024-01-01', { token: user.accessToken }),
    400,
    /PGRST100/,
  );
  await expectError(await raw('/rest/v1/g_agenda?id=eq', { token: user.accessToken }), 400, /PGRST100|22P02/);
  // An update whose filter is malformed must not touch any row.
  await expectError(
    await raw('/rest/v1/g_agenda?id=in.(1,2', {
      method: 'PATCH',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelado' }),
    }),
    400,
  );
});

test('unknown columns in select, filter and body', async () => {
  await expectError(await raw('/rest/v1/g_agenda?select=nao_existe', { token: user.accessToken }), 400, /42703/);
  await expectError(await raw('/rest/v1/g_agenda?nao_existe=eq.1', { token: user.accessToken }), 400, /42703/);
  await expectError(
    await raw('/rest/v1/g_agenda', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id_dono: user.idDono, coluna_falsa: 1 }),
    }),
    400,
    /PGRST204|42703/,
  );
});

test('SQL in identifiers is refused by the parser, never run', async () => {
  // A quote to break out of the quoted identifier is a parse error.
  await expectError(
    await raw('/rest/v1/g_agenda?select=id%22;drop%20table%20public.profiles;--', { token: user.accessToken }),
    400,
    /PGRST100/,
  );
  await expectError(
    await raw('/rest/v1/g_agenda?order=inicio%22;delete%20from%20public.g_agenda;--', { token: user.accessToken }),
    400,
    /PGRST100/,
  );
  // A bare ';' separates query parameters (as '&' does) for PostgREST's server: the tail becomes a
  // parameter of its own and is never SQL. Only the caller's own row comes back.
  const split = await raw('/rest/v1/g_agenda?select=id;drop%20table%20public.profiles', { token: user.accessToken });
  assert.equal(split.status, 200);
  assert.deepEqual(Object.keys(((await split.json()) as object[])[0]), ['id']);
  // Values are bound parameters, never spliced into SQL.
  const res = await raw(
    `/rest/v1/g_agenda?select=id&nome=eq.${encodeURIComponent("x'); drop table public.g_agenda; --")}`,
    {
      token: user.accessToken,
    },
  );
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), []);
  const tables = await sql(
    `select 1 from information_schema.tables where table_schema = 'public' and table_name in ('g_agenda','profiles')`,
  );
  assert.equal(tables.length, 2);
});

test('a body that is not JSON, and a value that breaks a CHECK', async () => {
  await expectError(
    await raw('/rest/v1/g_agenda', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{nome: "sem aspas"',
    }),
    400,
    /PGRST102/,
  );
  await expectError(
    await raw('/rest/v1/g_agenda', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id_dono: user.idDono,
        nome: 'X',
        data: '2030-01-01',
        inicio: '10:00',
        fim: '11:00',
        status: 'inventado',
      }),
    }),
    400,
    /23514/,
  );
  await expectError(
    await raw('/rest/v1/g_agenda', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id_dono: user.idDono, nome: 'X', data: '2030-01-01', inicio: '11:00', fim: '10:00' }),
    }),
    400,
    /23514/,
  );
});

test('a JWT signed with another secret, an expired JWT, and garbage are 401', async () => {
  const wrong = await new SignJWT({ sub: user.id, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'));
  await expectError(await raw('/rest/v1/g_agenda?select=id', { token: wrong }), 401, /PGRST30/);

  const expired = await new SignJWT({ sub: user.id, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(stack.jwtSecret));
  const body = await expectError(await raw('/rest/v1/g_agenda?select=id', { token: expired }), 401, /PGRST30/);
  assert.match(String(body.message), /expired/i);

  await expectError(await raw('/rest/v1/g_agenda?select=id', { token: 'nao.e.jwt' }), 401, /PGRST30/);
});

test('the gateway wants a project key: none, or one signed elsewhere, is 401', async () => {
  const none = await fetch(`${stack.url}/rest/v1/g_agenda?select=id`);
  assert.equal(none.status, 401);
  assert.equal(((await none.json()) as { message: string }).message, 'No API key found in request');
  const forged = await raw('/rest/v1/g_agenda?select=id', {
    headers: { apikey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.invalid' },
  });
  assert.equal(forged.status, 401);
  assert.equal(((await forged.json()) as { message: string }).message, 'Invalid API key');
});

test('an unknown RPC is 404 PGRST202', async () => {
  await expectError(
    await raw('/rest/v1/rpc/apagar_tudo', {
      method: 'POST',
      token: user.accessToken,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
    404,
    /PGRST202/,
  );
});
