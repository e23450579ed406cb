/**
 * A throwaway stack for the auth server alone, until test/support/stack.ts exists: a private
 * PostgreSQL 15 cluster (port 54380–54389, trust auth on 127.0.0.1), sql/00–02 applied as
 * superuser, the handler served by node:http under /auth/v1 behind a CORS shim like the gateway's,
 * an in-memory mailbox, and supabase-js clients pointed at it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, chownSync, mkdirSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SignJWT } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createAuthHandler, type AuthOptions } from '../../src/auth/index.ts';
import type { Db, Queryable, QueryResult } from '../../src/db/types.ts';
import type { MailMessage } from '../../src/mail-types.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const SQL_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'sql');
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface StoredMail extends MailMessage {
  date: string;
}

export interface ClientOptions {
  flowType?: 'pkce' | 'implicit';
  /** A storage to inspect or tamper with (code verifier under `${storageKey}-code-verifier`). */
  storage?: Map<string, string>;
}

export interface AuthStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** E-mails sent, newest first, optionally only those to `to`. */
  mails(to?: string): Promise<StoredMail[]>;
  client(opts?: ClientOptions): SupabaseClient;
  /** Runs SQL as the superuser (for tests that age rows or inspect them). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  stop(): Promise<void>;
}

export const STORAGE_KEY = 'sb-test-auth-token';

/** Realtime's transport, never used here: supabase-js needs a WebSocket constructor on Node 20. */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not available in the auth-only test stack');
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createNetServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

async function freePostgresPort(): Promise<number> {
  for (let p = 54380; p <= 54389; p++) if (await portIsFree(p)) return p;
  throw new Error('no free port in 54380-54389 for the test PostgreSQL');
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function runPg(cmd: string, args: string[]): void {
  const bin = join(PG_BIN, cmd);
  if (isRoot()) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

function poolDb(pool: pg.Pool): Db {
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(text: string, params?: unknown[]) {
      const r = await c.query(text, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
  });
  return {
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn(wrap(client));
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function toRequest(req: IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  const method = req.method ?? 'GET';
  return new Request(new URL(req.url ?? '/', base), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
}

async function writeResponse(res: ServerResponse, r: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  r.headers.forEach((v, k) => {
    if (k !== 'set-cookie') headers[k] = v;
  });
  const cookies = r.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(r.status, headers);
  res.end(Buffer.from(await r.arrayBuffer()));
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version, x-retry-count',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version',
};

function makeClient(url: string, anonKey: string, opts: ClientOptions): SupabaseClient {
  const storage = opts.storage;
  return createClient(url, anonKey, {
    // Node 20 has no global WebSocket and these tests never open Realtime.
    realtime: { transport: NoWebSocket as never },
    auth: {
      persistSession: !!storage,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: opts.flowType ?? 'implicit',
      storageKey: STORAGE_KEY,
      storage: storage
        ? {
            getItem: (k: string) => storage.get(k) ?? null,
            setItem: (k: string, v: string) => void storage.set(k, v),
            removeItem: (k: string) => void storage.delete(k),
          }
        : undefined,
    },
  });
}

/**
 * The stack to test against: the full stack started by test/run.ts when its environment is set
 * (STACK_URL…, see test/support/stack.ts), otherwise a throwaway auth-only stack.
 */
export async function connectAuthStack(): Promise<AuthStack> {
  const url = process.env.STACK_URL;
  if (!url) return startAuthStack();
  const anonKey = process.env.STACK_ANON_KEY!;
  const admin = new pg.Pool({ connectionString: process.env.STACK_DB_URL, max: 1 });
  return {
    url,
    anonKey,
    serviceRoleKey: process.env.STACK_SERVICE_ROLE_KEY!,
    jwtSecret: process.env.STACK_JWT_SECRET!,
    async mails(to?: string) {
      const res = await fetch(`${url}/mailbox/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
      return (await res.json()) as StoredMail[];
    },
    client: (opts: ClientOptions = {}) => makeClient(url, anonKey, opts),
    async sql<T>(text: string, params?: unknown[]) {
      const r = await admin.query(text, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    stop: () => admin.end(),
  };
}

export async function startAuthStack(overrides: Partial<AuthOptions> = {}): Promise<AuthStack> {
  const port = await freePostgresPort();
  const dir = mkdtempSync(join(tmpdir(), 'auth-test-pg-'));
  const data = join(dir, 'data');
  const sock = join(dir, 'sock');
  mkdirSync(sock);
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chownSync(sock, uid, gid);
  }
  runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  runPg('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'postgres.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${sock} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    'start',
  ]);

  const admin = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres', max: 2 });
  // Twice, to prove the bootstrap is idempotent (it runs on every start of the stack).
  for (let i = 0; i < 2; i++) {
    for (const f of ['00_roles.sql', '01_auth_schema.sql', '02_auth_server.sql']) {
      await admin.query(readFileSync(join(SQL_DIR, f), 'utf8'));
    }
  }
  const authPool = new pg.Pool({ host: '127.0.0.1', port, user: 'supabase_auth_admin', database: 'postgres', max: 4 });
  const db = poolDb(authPool);

  const mails: StoredMail[] = [];
  const serverErrors: unknown[] = [];
  const server = createHttpServer();
  const key = new TextEncoder().encode(JWT_SECRET);
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('10y')
      .sign(key);
  const anonKey = await sign('anon');
  const serviceRoleKey = await sign('service_role');

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;

  const handler = createAuthHandler({
    db,
    jwtSecret: JWT_SECRET,
    apiExternalUrl: url,
    siteUrl: 'http://localhost:3000',
    mailer: {
      async send(m) {
        mails.push({ ...m, date: new Date().toISOString() });
      },
    },
    rateLimit: { passwordAttemptsPerWindow: 5, windowMs: 60_000 },
    // Unexpected errors are kept, not printed: one test provokes a database failure on purpose.
    log: (e) => serverErrors.push(e),
    ...overrides,
  });

  server.on('request', (req, res) => {
    void (async () => {
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, CORS);
          res.end();
          return;
        }
        const path = (req.url ?? '/').split('?')[0];
        if (!path.startsWith('/auth/v1/')) {
          res.writeHead(404, { 'Content-Type': 'application/json', ...CORS });
          res.end('{"message":"no Route matched with those values"}');
          return;
        }
        const request = await toRequest(req, url);
        const stripped = new URL(request.url);
        stripped.pathname = stripped.pathname.slice('/auth/v1'.length);
        const response = await handler(new Request(stripped, request), {
          ip: (req.socket.remoteAddress ?? '').replace(/^::ffff:/, ''),
        });
        for (const [k, v] of Object.entries(CORS)) response.headers.set(k, v);
        await writeResponse(res, response);
      } catch (e) {
        console.error(e);
        res.writeHead(502);
        res.end();
      }
    })();
  });

  return {
    url,
    anonKey,
    serviceRoleKey,
    jwtSecret: JWT_SECRET,
    async mails(to?: string) {
      const wanted = to?.toLowerCase();
      return mails.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
    },
    client: (opts: ClientOptions = {}) => makeClient(url, anonKey, opts),
    async sql<T>(text: string, params?: unknown[]) {
      const r = await admin.query(text, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await db.close();
      await admin.end();
      try {
        runPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
