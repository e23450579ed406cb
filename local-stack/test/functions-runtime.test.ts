// The edge runtime of the stack: every function on its own Deno 2.1.4 process, restarted after it
// dies, behind the gateway's JWT check.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { functionPid, raw, stack } from './support/stack.ts';

const health = () => raw('/functions/v1/health', { token: stack.anonKey });

test('a function answers from its own Deno 2.1.4 process', async () => {
  const res = await health();
  assert.equal(res.status, 200);
  assert.equal(((await res.json()) as { database: string }).database, 'ok');
  const pid = functionPid('health');
  assert.ok(pid, 'no process serves health');
  const binary = fs.readlinkSync(`/proc/${pid}/exe`);
  assert.match(execFileSync(binary, ['--version'], { encoding: 'utf8' }), /^deno 2\.1\.4 /);
  assert.notEqual(functionPid('staff-login'), pid, 'each function has a process of its own');
});

test('a function whose process died is started again by the next request', async () => {
  assert.equal((await health()).status, 200);
  const before = functionPid('health')!;
  process.kill(before, 'SIGKILL');
  // Gone once the stack has reaped it: a process whose memory is freed (no environ to read) may
  // still hold its listening socket for a moment, and a request then would meet a dying process.
  for (let i = 0; i < 50 && fs.existsSync(`/proc/${before}`); i++) await new Promise((r) => setTimeout(r, 20));
  const res = await health();
  assert.equal(res.status, 200, await res.clone().text());
  await res.body?.cancel();
  const after = functionPid('health');
  assert.ok(after && after !== before, `expected a new process, had ${before}, now ${after}`);
});

test('verify_jwt: a token is required unless config.toml turns it off for the function', async () => {
  const missing = await fetch(`${stack.url}/functions/v1/health`, { headers: { apikey: stack.anonKey } });
  assert.equal(missing.status, 401);
  assert.deepEqual(await missing.json(), { code: 401, message: 'Missing authorization header' });
  // staff-login is verify_jwt = false: the function itself answers, with no key at all.
  const open = await fetch(`${stack.url}/functions/v1/staff-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ninguem', password: 'x' }),
  });
  assert.equal(open.status, 401);
  assert.deepEqual(await open.json(), { error: { code: 'invalid_credentials', message: 'Credenciais inválidas' } });
});

test("a function's own answer comes back through the gateway with the gateway's CORS headers", async () => {
  // payments-webhook (verify_jwt = false) refuses a wrong shared secret with its own 401.
  const res = await fetch(`${stack.url}/functions/v1/payments-webhook?x=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'asaas-access-token': 'errado' },
    body: JSON.stringify({ id: 'evt_1', event: 'PAYMENT_CREATED' }),
  });
  assert.equal(res.status, 401);
  assert.ok('error' in ((await res.json()) as object));
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /X-Supabase-Api-Version/);
});
