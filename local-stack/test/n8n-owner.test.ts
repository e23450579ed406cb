/**
 * The editor's owner account of the real n8n the stack runs: its password is made on the first setup,
 * random per install, kept in the data folder beside the API key and reused on the next start; an
 * install whose owner has another password (made when it was fixed, or its file lost) gets the stored
 * one, keeping its workflows and the functions' API key. Runs n8n itself (SQLite, its own port and
 * folder), three starts: once, on the PostgreSQL pass.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OWNER_FILE, startN8n, type RunningN8n } from '../src/n8n/engine.ts';
import { stack } from './support/stack.ts';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function signIn(n8n: RunningN8n, password: string): Promise<number> {
  const res = await fetch(`${n8n.url}/rest/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrLdapLoginId: n8n.login.email, password }),
  });
  await res.body?.cancel();
  return res.status;
}

const api = (n8n: RunningN8n, pathname: string, init: RequestInit = {}) =>
  fetch(`${n8n.url}/api/v1${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-n8n-api-key': n8n.apiKey },
  });

test(
  "the editor's password is random per install, kept, and given to an install whose owner has another",
  {
    skip:
      (process.env.LOCAL_N8N === 'sandbox' && 'LOCAL_N8N=sandbox: no engine') ||
      (stack.dbKind !== 'postgres' && 'once, on the PostgreSQL pass'),
    timeout: 900_000,
  },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-ai-n8n-owner-'));
    const options = {
      port: await freePort(),
      brokerPort: await freePort(),
      dataDir,
      postgres: null,
      verbose: false,
      log: () => {},
    };
    const ownerFile = path.join(dataDir, 'n8n', OWNER_FILE);
    let n8n: RunningN8n | null = null;
    try {
      n8n = await startN8n(options);
      const first = n8n.login;
      assert.equal(first.email, 'n8n@atende.ai');
      assert.match(first.password, /^[A-Za-z0-9_-]{24}$/);
      assert.deepEqual(JSON.parse(fs.readFileSync(ownerFile, 'utf8')), first);
      assert.equal(fs.statSync(ownerFile).mode & 0o777, 0o600);
      assert.equal(await signIn(n8n, first.password), 200);
      const created = await api(n8n, '/workflows', {
        method: 'POST',
        body: JSON.stringify({ name: 'Guardado', nodes: [], connections: {}, settings: {} }),
      });
      assert.equal(created.status, 200);
      const { id } = (await created.json()) as { id: string };
      const apiKey = n8n.apiKey;
      await n8n.stop();

      // Started again: the same password and key.
      n8n = await startN8n(options);
      assert.deepEqual([n8n.login, n8n.apiKey], [first, apiKey]);
      await n8n.stop();

      // The stored password gone (an install from before, or a lost file): a new one, and it is the owner's.
      fs.rmSync(ownerFile);
      n8n = await startN8n(options);
      const second = n8n.login;
      assert.notEqual(second.password, first.password);
      assert.deepEqual(JSON.parse(fs.readFileSync(ownerFile, 'utf8')), second);
      assert.equal(await signIn(n8n, second.password), 200);
      assert.equal(await signIn(n8n, first.password), 401);
      assert.equal(n8n.apiKey, apiKey, "the functions' key still works");
      assert.equal((await api(n8n, `/workflows/${id}`)).status, 200, 'the workflows are kept');
    } finally {
      await n8n?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
