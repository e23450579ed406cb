/**
 * What the row-level security tests (rls-*.test.ts) share: customers A and B, signed up for real
 * through /auth/v1, each owning a row of every relation of schema public (rls-cases.ts), and the
 * developer; and the outcomes PostgREST answers, to compare a call's with.
 */
import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, newUser, sql, type TestUser } from 'local-stack/testing';
import { agentId, type Case, cases } from './rls-cases.ts';

export let A: TestUser;
export let B: TestUser;
export let dev: SupabaseClient;

// ---- outcomes ---------------------------------------------------------------------------------

/** What an API call came to: rows returned, or the error PostgREST answered. */
export type Outcome = { status: number; rows: number } | { status: number; code: string; message: string };
type Answer = { status: number; data: unknown; count?: number | null; error: { code: string; message: string } | null };

export async function outcome(q: PromiseLike<Answer>): Promise<Outcome> {
  const r = await q;
  if (r.error) return { status: r.status, code: r.error.code, message: r.error.message };
  if (r.data === null && typeof r.count === 'number') return { status: r.status, rows: r.count };
  assert.ok(Array.isArray(r.data), `expected an array, got ${JSON.stringify(r.data)}`);
  return { status: r.status, rows: r.data.length };
}

/** Rows a read returned. */
export const rows = (n: number): Outcome => ({ status: 200, rows: n });
/**
 * Rows an update or delete touched: counted by PostgREST (Prefer: count=exact) without RETURNING,
 * so that only the write policies decide (RETURNING would add the SELECT policy as a second check
 * and hide a missing WITH CHECK).
 */
export const affected = (n: number): Outcome => ({ status: 204, rows: n });
export const exact = { count: 'exact' } as const;
/** RLS refused the new row (WITH CHECK, or no INSERT policy at all). */
export const rlsRefused = (table: string, status = 403): Outcome => ({
  status,
  code: '42501',
  message: `new row violates row-level security policy for table "${table}"`,
});
/** The role has no privilege on the table (or on a column it named). */
export const denied = (table: string, status = 403): Outcome => ({
  status,
  code: '42501',
  message: `permission denied for table ${table}`,
});
/** profiles_guard: role and id_dono are server-owned. */
export const guarded: Outcome = {
  status: 403,
  code: '42501',
  message: 'role, username e id_dono são definidos pelo servidor',
};
/** agent_configs_guard: the owner and the columns server functions act on are server-owned. */
export const agentGuarded: Outcome = {
  status: 403,
  code: '42501',
  message: 'user_id, user_email, evolution_instance_id, workflow_id, webhook_url e status são definidos pelo servidor',
};
export const guardFor = (table: string): Outcome => (table === 'agent_configs' ? agentGuarded : guarded);

export const rowOf = new Map<string, { a: string; b: string }>(); // table → key of A's and of B's row

export async function snapshot(c: Case, key: string): Promise<unknown> {
  const r = await sql<{ row: unknown }>(`select to_jsonb(t) as row from public.${c.table} t where ${c.key} = $1`, [
    key,
  ]);
  assert.equal(r.length, 1, `${c.table}: row ${key} exists`);
  return r[0].row;
}

export async function count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  return (await sql<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params))[0].n;
}

/** Signs A, B and the developer in and gives A and B their row of every case (run before the tests). */
export async function signUpBoth(): Promise<void> {
  A = await newUser({ full_name: 'Cliente A' }, 'rls-a');
  B = await newUser({ full_name: 'Cliente B' }, 'rls-b');
  for (const u of [A, B]) {
    const { data, error } = await u.client.from('agent_configs').select('id').eq('user_id', u.id).single();
    assert.equal(error, null);
    agentId.set(u.id, (data as { id: string }).id);
  }
  for (const c of cases) rowOf.set(c.table, { b: await c.arrange(B), a: await c.arrange(A) });
  dev = client();
  const signIn = await dev.auth.signInWithPassword({ email: 'dev@atende.ai', password: 'dev12345' });
  assert.equal(signIn.error, null);
}
