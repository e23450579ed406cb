/**
 * `[auth.rate_limit]` as Supabase Auth enforces it, on an auth server of its own (the suite's stack
 * raises the limits for the hundreds of accounts its tests make): read from a config.toml by the
 * stack's own code; per client address in 5 minutes, sign_in_sign_ups for each of /signup, /otp,
 * /recover and PUT /user, token_verifications for /verify, token_refresh for /token; e-mails per hour
 * for the whole project; GoTrue's 429 bodies. Each client is a loopback address of its own (Linux
 * routes all of 127/8 here); a forwarded address counts only in Sb-Forwarded-For on a request made
 * with the project's secret API key, as staff-login sends it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { createAuthApp } from '../src/auth/index.ts';
import { readAuthRateLimits, SUPABASE_AUTH_RATE_LIMITS } from '../src/auth/rate-limits-config.ts';
import { poolDb } from '../src/db/postgres.ts';
import { Mailbox } from '../src/mailbox.ts';
import { stack } from './support/stack.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'auth-rate-limits.toml');
const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 1 });
let server: ReturnType<typeof serve>;
let port = 0;

before(async () => {
  const auth = createAuthApp({
    db: poolDb(pool),
    jwtSecret: stack.jwtSecret,
    secretKeys: [stack.secretKey],
    apiExternalUrl: 'http://127.0.0.1',
    siteUrl: 'http://localhost:3000',
    mailer: new Mailbox(fs.mkdtempSync(path.join(os.tmpdir(), 'atende-ai-auth-limits-'))),
    rateLimit: { passwordAttemptsPerWindow: 100, windowMs: 5 * 60_000, ...readAuthRateLimits(FIXTURE) },
  });
  const app = new Hono().route('/auth/v1', auth);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await pool.end();
});

let seq = 0;
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++seq}@example.com`;
const octet = () => 1 + Math.floor(Math.random() * 250);
/** A client address of its own for one test. */
const newAddress = () => `127.${octet()}.${octet()}.${octet()}`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A POST to the auth server from `from`, with the API version that makes GoTrue answer `{code, message}`. */
function post(
  from: string,
  pathAndQuery: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/auth/v1${pathAndQuery}`,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          'x-supabase-api-version': '2024-01-01',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode!, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const signUp = (from: string, email = unique('limite'), headers: Record<string, string> = {}) =>
  post(from, '/signup', { email, password: 'senha-forte-1' }, headers);

const RATE_LIMITED = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };

test('config.toml: the section is read, a missing key takes the Supabase default, a bad one is refused', () => {
  assert.deepEqual(readAuthRateLimits(FIXTURE), {
    signInSignUps: 3,
    tokenVerifications: 3,
    tokenRefresh: 3,
    emailSent: 2,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-ai-toml-'));
  const partial = path.join(dir, 'partial.toml');
  fs.writeFileSync(partial, '[auth.rate_limit]\nemail_sent = 40\nweb3 = 30\n');
  assert.deepEqual(readAuthRateLimits(partial), { ...SUPABASE_AUTH_RATE_LIMITS, emailSent: 40 });
  assert.deepEqual(SUPABASE_AUTH_RATE_LIMITS, {
    signInSignUps: 30,
    tokenVerifications: 30,
    tokenRefresh: 150,
    emailSent: 2,
  });
  const bad = path.join(dir, 'bad.toml');
  fs.writeFileSync(bad, '[auth.rate_limit]\nsign_in_sign_ups = 0\n');
  assert.throws(() => readAuthRateLimits(bad), /sign_in_sign_ups must be a positive integer/);
  // The project's own file sets the section.
  const project = readAuthRateLimits(path.join(import.meta.dirname, '..', '..', 'supabase', 'config.toml'));
  assert.deepEqual(project, { signInSignUps: 30, tokenVerifications: 30, tokenRefresh: 150, emailSent: 30 });
});

test("sign-ups: 3 per address in 5 minutes, then 429 with GoTrue's body; another address is not affected", async () => {
  const from = newAddress();
  const email = unique('entra');
  assert.equal((await signUp(from, email)).status, 200);
  assert.equal((await signUp(from)).status, 200);
  assert.equal((await signUp(from)).status, 200);
  const refused = await signUp(from);
  assert.equal(refused.status, 429);
  assert.deepEqual(refused.body, RATE_LIMITED);
  assert.equal((await signUp(newAddress())).status, 200, 'another address has its own bucket');
  // Sign-ins are /token's (token_refresh), a bucket apart: the address still signs in.
  const signIn = await post(from, '/token?grant_type=password', { email, password: 'senha-forte-1' });
  assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
});

test('password sign-ins and refreshes: 3 /token calls per address, then 429', async () => {
  const email = unique('token');
  assert.equal((await signUp(newAddress(), email)).status, 200);
  const from = newAddress();
  const credentials = { email, password: 'senha-forte-1' };
  const first = await post(from, '/token?grant_type=password', credentials);
  assert.equal(first.status, 200);
  const refreshed = await post(from, '/token?grant_type=refresh_token', { refresh_token: first.body.refresh_token });
  assert.equal(refreshed.status, 200);
  assert.equal((await post(from, '/token?grant_type=password', { ...credentials, password: 'errada' })).status, 400);
  const refused = await post(from, '/token?grant_type=password', credentials);
  assert.equal(refused.status, 429);
  assert.deepEqual(refused.body, RATE_LIMITED);
  assert.equal((await post(newAddress(), '/token?grant_type=password', credentials)).status, 200);
});

test('token verifications: 3 per address, then 429 even for a valid-looking request', async () => {
  const from = newAddress();
  for (let i = 0; i < 3; i++) {
    const answer = await post(from, '/verify', { type: 'email', email: unique('verifica'), token: '123456' });
    assert.notEqual(answer.status, 429, `verification ${i + 1}: ${JSON.stringify(answer.body)}`);
  }
  const refused = await post(from, '/verify', { type: 'email', email: unique('verifica'), token: '123456' });
  assert.equal(refused.status, 429);
  assert.deepEqual(refused.body, RATE_LIMITED);
});

test("e-mails: 2 an hour for the whole project, whatever the address; GoTrue's over_email_send_rate_limit", async () => {
  const accounts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const email = unique('recupera');
    assert.equal((await signUp(newAddress(), email)).status, 200);
    accounts.push(email);
  }
  assert.equal((await post(newAddress(), '/recover', { email: accounts[0] })).status, 200);
  assert.equal((await post(newAddress(), '/recover', { email: accounts[1] })).status, 200);
  const refused = await post(newAddress(), '/recover', { email: accounts[2] });
  assert.equal(refused.status, 429);
  assert.deepEqual(refused.body, { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
});

test('Sb-Forwarded-For counts only on a request made with the secret API key, and only as an IP', async () => {
  const from = newAddress();
  // The anon key and the legacy service_role JWT rotating every forwarding header stay one address.
  const keys = [stack.anonKey, stack.serviceRoleKey, stack.anonKey];
  for (let i = 0; i < 3; i++) {
    const spoof = `198.51.100.${i + 1}`;
    const answer = await signUp(from, undefined, {
      apikey: keys[i],
      'sb-forwarded-for': spoof,
      'x-forwarded-for': spoof,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
  }
  const legacy = await signUp(from, undefined, { apikey: stack.serviceRoleKey, 'sb-forwarded-for': '198.51.100.9' });
  assert.equal(legacy.status, 429);
  // With the secret key, something that is not an address counts for nothing either.
  const notAnIp = await signUp(from, undefined, { apikey: stack.secretKey, 'sb-forwarded-for': 'visitante-1' });
  assert.equal(notAnIp.status, 429);
  // A server with the secret key (staff-login) speaks for each visitor: their own buckets.
  for (const visitor of ['203.0.113.1', '203.0.113.2']) {
    const answer = await signUp(from, undefined, { apikey: stack.secretKey, 'sb-forwarded-for': visitor });
    assert.equal(answer.status, 200, `${visitor}: ${JSON.stringify(answer.body)}`);
  }
});
