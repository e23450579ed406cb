import fs from 'node:fs';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import pg from 'pg';
import type { StoredMail } from '../../src/mailbox.ts';
import { GRANT_PAID_ACCESS_SQL } from './paidAccess.ts';

/**
 * The stack under test, started once per run by test/run.ts (one run per database) and described
 * through the environment, so every test file talks to it exactly as the front end does.
 */
function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the tests through "npm test -w local-stack"`);
  return v;
}

export const stack = {
  url: need('STACK_URL'),
  dbUrl: need('STACK_DB_URL'),
  dbKind: need('STACK_DB_KIND') as 'postgres' | 'pglite',
  anonKey: need('STACK_ANON_KEY'),
  serviceRoleKey: need('STACK_SERVICE_ROLE_KEY'),
  /** The opaque secret API key (`sb_secret_…`) the functions get in SUPABASE_SECRET_KEYS. */
  secretKey: need('STACK_SECRET_KEY'),
  jwtSecret: need('STACK_JWT_SECRET'),
  get mailboxUrl() {
    return `${this.url}/mailbox/api/messages`;
  },
};

/** A fresh supabase-js client with nothing persisted between tests. */
export function client(options: SupabaseClientOptions<'public'> = {}): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
  });
}

/** The storage key of storageClient(): PKCE's code verifier is kept under `${STORAGE_KEY}-code-verifier`. */
export const STORAGE_KEY = 'sb-test-auth-token';

/**
 * supabase-js keeping its auth state (session, PKCE code verifier) in `storage`, for tests that
 * inspect or tamper with it. PKCE unless told otherwise.
 */
export function storageClient(storage: Map<string, string>, flowType: 'pkce' | 'implicit' = 'pkce'): SupabaseClient {
  return client({
    auth: {
      persistSession: true, // otherwise auth-js ignores `storage` and keeps everything in memory
      flowType,
      storageKey: STORAGE_KEY,
      storage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
        removeItem: (k: string) => void storage.delete(k),
      },
    },
  });
}

/** Failed password sign-ins allowed per address and IP in a window: what test/run.ts starts the stack with. */
export const PASSWORD_ATTEMPTS_PER_WINDOW = Number(need('STACK_PASSWORD_ATTEMPTS'));

/** The e-mails the stack has sent (its mailbox), newest first, optionally only those to `to`. */
export async function mails(to?: string): Promise<StoredMail[]> {
  const res = await fetch(`${stack.mailboxUrl}${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as StoredMail[];
}

/** supabase-js with the service role: bypasses RLS, as the server-side functions do. */
export function serviceClient(): SupabaseClient {
  return createClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let pool: pg.Pool | null = null;
/** Superuser SQL for arranging and inspecting data (never used to prove access rules). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  if (!pool) {
    pool = new pg.Pool({ connectionString: stack.dbUrl, max: 1 });
    pool.on('error', () => {}); // an idle connection closed by the server is simply dropped
  }
  const res = await pool.query(text, params);
  return res.rows as T[];
}

export async function closeSql(): Promise<void> {
  await pool?.end();
  pool = null;
}

let counter = 0;
export function uniqueEmail(prefix = 'cliente'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@teste.com.br`;
}

export interface TestUser {
  client: SupabaseClient;
  id: string;
  email: string;
  password: string;
  accessToken: string;
  idDono: string;
}

/** Signs a new customer up through /auth/v1 (the trigger creates profile and agent config). */
export async function newUser(metadata: Record<string, unknown> = {}, prefix = 'cliente'): Promise<TestUser> {
  const c = client();
  const email = uniqueEmail(prefix);
  const password = 'senha-segura-123';
  const { data, error } = await c.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Cliente Teste', phone: '11987654321', person_type: 'fisica', ...metadata } },
  });
  if (error || !data.session || !data.user) throw error ?? new Error('signUp returned no session');
  const profile = await c.from('profiles').select('id_dono').eq('id', data.user.id).single();
  if (profile.error) throw profile.error;
  return {
    client: c,
    id: data.user.id,
    email,
    password,
    accessToken: data.session.access_token,
    idDono: (profile.data as { id_dono: string }).id_dono,
  };
}

/** A customer who pays (GRANT_PAID_ACCESS_SQL): the paid features work for them. */
export async function grantPaidAccess(userId: string): Promise<void> {
  await sql(GRANT_PAID_ACCESS_SQL, [userId]);
}

/** A raw fetch to the gateway, for hand-made requests the client library would never send. */
export function raw(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', stack.anonKey);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${stack.url}${path}`, { ...init, headers });
}

/**
 * The pid of this stack's Deno process serving the function `name` (found by its environment in
 * /proc), or null when none runs: what a test kills to see the runtime replace a dead process.
 */
export function functionPid(name: string): number | null {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let environ: string;
    try {
      environ = fs.readFileSync(`/proc/${entry}/environ`, 'utf8');
    } catch {
      continue; // gone, or not ours to read
    }
    const vars = environ.split('\0');
    if (
      vars.includes(`SUPABASE_URL=${stack.url}`) &&
      vars.some((v) => v.startsWith('FUNCTION_ENTRY=') && v.endsWith(`/supabase/functions/${name}/index.ts`))
    ) {
      return Number(entry);
    }
  }
  return null;
}
