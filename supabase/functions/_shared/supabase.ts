// The functions' way into their own project: supabase-js typed with the generated Database types.
// The service-role client does what the caller's token may not (server-owned tables and columns,
// provider webhooks); who the caller is comes from the auth server, never from the request body.
import { createClient, type PostgrestSingleResponse, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../shared-domain/src/database.types.ts';

export type { Database };
export type AdminClient = SupabaseClient<Database>;

export interface AuthUser {
  id: string;
  email: string;
}

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Every call to the project gives up after 8 s, so a stuck database never holds a function open. */
const timedFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(8000) });

let client: AdminClient | null = null;

/** The service-role client (bypasses RLS), created once per worker on first use. */
export function admin(): AdminClient {
  client ??= createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: timedFetch },
  });
  return client;
}

/** The signed-in user behind the request's bearer token, or null (anon key, expired or forged token). */
export async function userFromRequest(req: Request): Promise<AuthUser | null> {
  const token = /^bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return null;
  const { data, error } = await admin().auth.getUser(token);
  if (error || !data.user) return null;
  return { id: data.user.id, email: data.user.email ?? '' };
}

/** A PostgREST error ({code, message}) raised by `must`. */
export class DbError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DbError';
  }
}

/** The data of a query, or its error thrown: for the calls where a failure ends the request. */
export function must<T>(result: PostgrestSingleResponse<T>): T {
  if (result.error) throw new DbError(result.error.code, result.error.message);
  return result.data;
}
