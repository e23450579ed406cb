// The few calls the functions make to their own project, over plain HTTP (no client library, so
// the same file runs on Deno and under the local stack's Node shim): who the caller is, and table
// writes with the service role, which the customer's own token is not allowed to make.

export interface AuthUser {
  id: string;
  email: string;
}

/** A PostgREST error ({code, message, details, hint}) with the HTTP status it came with. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Read at call time: the local stack sets the environment before the first request. */
function project() {
  return { url: env('SUPABASE_URL'), anonKey: env('SUPABASE_ANON_KEY'), serviceKey: env('SUPABASE_SERVICE_ROLE_KEY') };
}

/** The signed-in user behind a bearer token, or null (anon key, expired or forged token). */
export async function userFromRequest(req: Request): Promise<AuthUser | null> {
  const token = /^bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return null;
  const { url, anonKey } = project();
  const res = await fetch(`${url}/auth/v1/user`, {
    headers: { apikey: anonKey, authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) return null;
  const user = (await res.json()) as { id?: string; email?: string };
  return user.id ? { id: user.id, email: user.email ?? '' } : null;
}

type Query = Record<string, string>;

async function rest<T>(method: string, path: string, init: { query?: Query; body?: unknown; prefer?: string } = {}) {
  const { url, serviceKey } = project();
  const qs = init.query ? `?${new URLSearchParams(init.query)}` : '';
  const headers: Record<string, string> = {
    apikey: serviceKey,
    authorization: `Bearer ${serviceKey}`,
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.prefer) headers.prefer = init.prefer;
  const res = await fetch(`${url}/rest/v1/${path}${qs}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(8000),
  });
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (!res.ok) {
    const err = (data ?? {}) as { code?: string; message?: string };
    throw new RestError(res.status, err.code ?? String(res.status), err.message ?? text);
  }
  return data as T;
}

/** Service-role table access: select, insert, update, upsert, delete and RPC, returning rows. */
export const admin = {
  select: <T>(table: string, query: Query) => rest<T[]>('GET', table, { query }),
  insert: <T>(table: string, row: unknown) => rest<T[]>('POST', table, { body: row, prefer: 'return=representation' }),
  /** Inserts unless a row with the same `onConflict` exists; returns only rows actually inserted. */
  insertIgnore: <T>(table: string, row: unknown, onConflict: string) =>
    rest<T[]>('POST', table, {
      body: row,
      query: { on_conflict: onConflict },
      prefer: 'return=representation,resolution=ignore-duplicates',
    }),
  /** Inserts, or updates the columns sent on the row with the same `onConflict`. */
  upsert: <T>(table: string, row: unknown, onConflict: string) =>
    rest<T[]>('POST', table, {
      body: row,
      query: { on_conflict: onConflict },
      prefer: 'return=representation,resolution=merge-duplicates',
    }),
  update: <T>(table: string, query: Query, patch: unknown) =>
    rest<T[]>('PATCH', table, { query, body: patch, prefer: 'return=representation' }),
  /** Deletes the rows matching `query`, returning them. */
  delete: <T>(table: string, query: Query) => rest<T[]>('DELETE', table, { query, prefer: 'return=representation' }),
  rpc: <T>(fn: string, args: unknown) => rest<T>('POST', `rpc/${fn}`, { body: args }),
};
