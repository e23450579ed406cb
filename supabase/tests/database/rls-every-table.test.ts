/**
 * Row-level security across tenants, relation by relation, as the browser meets it: supabase-js with
 * a customer's token. For every table and view of schema public (rls-cases.ts), B owns a row and A
 * tries to read, change, delete, forge and take it. The list of relations comes from the database:
 * a new table without a case fails the first test. The cases run in their order in rls-cases.ts, one
 * after another on the same two customers (deleting A's appointments takes rows of other cases).
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql, sql } from 'local-stack/testing';
import { cases } from './rls-cases.ts';
import {
  A,
  affected,
  B,
  count,
  denied,
  exact,
  guardFor,
  outcome,
  rlsRefused,
  rowOf,
  rows,
  signUpBoth,
  snapshot,
} from './rls-fixtures.ts';

before(signUpBoth);
after(closeSql);

test('every table and view of schema public has a case here', async () => {
  const tables = (
    await sql<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)
  ).map((r) => r.name);
  const views = (
    await sql<{ name: string }>(`select viewname as name from pg_views where schemaname = 'public' order by 1`)
  ).map((r) => r.name);
  const covered = cases.map((c) => c.table).sort();
  assert.ok(tables.length >= 13, `found ${tables.join(', ')}`);
  assert.deepEqual(
    [...tables, ...views].filter((t) => !covered.includes(t)),
    [],
    'relations without an RLS case in rls-cases.ts',
  );
  assert.deepEqual(covered, [...tables, ...views].sort(), 'cases naming a relation that does not exist');
  // Every table really has RLS on (what 20261121001200_rls_guard.sql checks at migration time).
  const withoutRls = await sql(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  );
  assert.deepEqual(withoutRls, []);
});

for (const c of cases) {
  test(`${c.table}: customer A cannot read, change, delete, forge or take customer B's row`, async () => {
    const { a, b } = rowOf.get(c.table)!;
    const rlsTable = c.rlsTable ?? c.table;
    const { allows } = c;
    const bBefore = await snapshot(c, b);
    const aBefore = await snapshot(c, a);
    const from = () => A.client.from(c.table);

    // Read: A's own row is there; B's is not, by id or by owner; an unfiltered read is A's rows only.
    const readNone = allows.read === 'own' ? rows(0) : denied(c.table);
    assert.deepEqual(
      await outcome(from().select(c.cols).eq(c.key, a)),
      allows.read === 'own' ? rows(1) : denied(c.table),
      'own row',
    );
    assert.deepEqual(await outcome(from().select(c.cols).eq(c.key, b)), readNone, "B's row by key");
    assert.deepEqual(
      await outcome(from().select(c.cols).eq(c.owner.col, c.owner.value(B))),
      readNone,
      "B's rows by owner",
    );
    if (allows.read === 'own') {
      const all = await from().select(c.cols);
      assert.equal(all.error, null);
      const own = await count(c.table, `${c.owner.col} = $1`, [c.owner.value(A)]);
      assert.ok(own >= 1);
      assert.equal(all.data!.length, own, 'an unfiltered read returns exactly A’s rows');
      assert.ok(
        all.data!.every((r) => (r as unknown as Record<string, unknown>)[c.owner.col] === c.owner.value(A)),
        'no row of another owner',
      );
      const head = await from().select('*', { count: 'exact', head: true }).eq(c.owner.col, c.owner.value(B));
      // select=* is refused where a column is not granted (whatsapp_instances.api_key,
      // agent_configs.tools_secret_hash).
      if (c.table === 'whatsapp_instances' || c.table === 'agent_configs') assert.equal(head.status, 403);
      else assert.equal(head.count, 0, "count of B's rows");
    }

    // Update and delete B's row: nothing matches (or no privilege at all).
    const writeNone = (what: 'own' | 'none' | 'denied') => (what === 'denied' ? denied(c.table) : affected(0));
    assert.deepEqual(
      await outcome(from().update(c.change, exact).eq(c.key, b)),
      writeNone(allows.update),
      "update B's row",
    );
    assert.deepEqual(
      await outcome(from().update(c.change, exact).eq(c.owner.col, c.owner.value(B))),
      writeNone(allows.update),
      "update B's rows by owner",
    );
    assert.deepEqual(await outcome(from().delete(exact).eq(c.key, b)), writeNone(allows.delete), 'delete');

    // Insert a row carrying B's ownership: refused, nothing inserted.
    const total = await count(c.table);
    assert.deepEqual(
      await outcome(from().insert(c.forge(B))),
      allows.insert === 'rls' ? rlsRefused(rlsTable) : denied(c.table),
      'insert as B',
    );
    assert.equal(await count(c.table), total, 'nothing inserted');

    // Hand one of A's own rows over to B: refused (or matches nothing where A may not update at all).
    const handOver = {
      rls: rlsRefused(rlsTable),
      guard: guardFor(c.table),
      none: affected(0),
      denied: denied(c.table),
    }[allows.handOver];
    assert.deepEqual(await outcome(from().update(c.handOver(B), exact).eq(c.key, a)), handOver, 'hand over');
    // Without a filter PostgreSQL reads no column of the table, so the SELECT policy is not applied to
    // the new row: the UPDATE policy's WITH CHECK alone must refuse handing every row over.
    assert.deepEqual(await outcome(from().update(c.handOver(B), exact)), handOver, 'hand over, no filter');

    assert.deepEqual(await snapshot(c, b), bBefore, "B's row is unchanged");
    assert.deepEqual(await snapshot(c, a), aBefore, "A's row is unchanged");

    // The same calls on A's own rows do what the migrations allow, so the refusals above are RLS.
    // Unfiltered calls read no column, so only the UPDATE/DELETE policies' USING keeps B's rows out.
    const own = () => count(c.table, `${c.owner.col} = $1`, [c.owner.value(A)]);
    const mine = await own();
    assert.deepEqual(
      await outcome(from().update(c.change, exact).eq(c.key, a)),
      allows.update === 'own' ? affected(1) : writeNone(allows.update),
      'update own row',
    );
    assert.deepEqual(
      await outcome(from().update(c.change, exact)),
      allows.update === 'own' ? affected(mine) : writeNone(allows.update),
      'update without a filter',
    );
    if (allows.update !== 'own') assert.deepEqual(await snapshot(c, a), aBefore, 'own server-written row unchanged');
    const victim = allows.delete === 'own' ? await c.arrangeMore!(A) : a;
    assert.deepEqual(
      await outcome(from().delete(exact).eq(c.key, victim)),
      allows.delete === 'own' ? affected(1) : writeNone(allows.delete),
      'delete own row',
    );
    assert.equal(await count(c.table, `${c.key} = $1`, [victim]), allows.delete === 'own' ? 0 : 1);
    assert.deepEqual(
      await outcome(from().delete(exact)),
      allows.delete === 'own' ? affected(mine) : writeNone(allows.delete),
      'delete without a filter',
    );
    assert.equal(await own(), allows.delete === 'own' ? 0 : mine);
    assert.deepEqual(await snapshot(c, b), bBefore, "B's row is still there, unchanged");
  });
}
