/**
 * Row-level security on the routes beside supabase-js's usual calls: a hand-made PUT, the service key
 * sent as apikey under a customer's bearer, a batch insert with one row of another customer, and no
 * sign-in at all. Customers A and B as in rls-fixtures.ts.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { client, closeSql, raw, stack } from 'local-stack/testing';
import { cases, future } from './rls-cases.ts';
import {
  A,
  affected,
  B,
  count,
  denied,
  exact,
  outcome,
  rlsRefused,
  rowOf,
  rows,
  signUpBoth,
  snapshot,
} from './rls-fixtures.ts';

before(signUpBoth);
after(closeSql);

test('PUT (single-row upsert, never sent by supabase-js) cannot take over or overwrite B’s appointment', async () => {
  const { b } = rowOf.get('g_agenda')!;
  const c = cases.find((x) => x.table === 'g_agenda')!;
  const before = await snapshot(c, b);
  const put = (body: Record<string, unknown>) =>
    raw(`/rest/v1/g_agenda?id=eq.${b}`, {
      method: 'PUT',
      token: A.accessToken,
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ id: b, data: future(9), inicio: '08:00', fim: '08:30', nome: 'Tomado', ...body }),
    });
  // As A's own row: the conflicting row is B's, which A's UPDATE policy does not reach.
  const asA = await put({ id_dono: A.idDono });
  assert.equal(asA.status, 403);
  assert.deepEqual(await asA.json(), {
    code: '42501',
    details: null,
    hint: null,
    message: 'new row violates row-level security policy (USING expression) for table "g_agenda"',
  });
  // Keeping B's owner: the insert check refuses it.
  const asB = await put({ id_dono: B.idDono });
  assert.equal(asB.status, 403);
  assert.deepEqual(await asB.json(), {
    code: '42501',
    details: null,
    hint: null,
    message: 'new row violates row-level security policy for table "g_agenda"',
  });
  assert.deepEqual(await snapshot(c, b), before);
});

test('the service key as apikey does not lift RLS when the bearer is a customer (only the bearer counts)', async () => {
  const path = `/rest/v1/g_agenda?select=id&id_dono=eq.${B.idDono}`;
  const { serviceRoleKey } = stack;
  const mixed = await raw(path, { token: A.accessToken, headers: { apikey: serviceRoleKey } });
  assert.equal(mixed.status, 200);
  assert.deepEqual(await mixed.json(), []);
  const service = await raw(path, { headers: { apikey: serviceRoleKey } });
  assert.equal(service.status, 200);
  assert.equal(((await service.json()) as unknown[]).length, await count('g_agenda', 'id_dono = $1', [B.idDono]));
});

test('a batch insert with one row for B is refused as a whole', async () => {
  const mine = await count('g_agenda', 'id_dono = $1', [A.idDono]);
  const theirs = await count('g_agenda', 'id_dono = $1', [B.idDono]);
  const res = await outcome(
    A.client.from('g_agenda').insert([
      { id_dono: A.idDono, data: future(10), inicio: '09:00', fim: '09:30', nome: 'Meu' },
      { id_dono: B.idDono, data: future(10), inicio: '10:00', fim: '10:30', nome: 'Dele' },
    ]),
  );
  assert.deepEqual(res, rlsRefused('g_agenda'));
  assert.equal(await count('g_agenda', 'id_dono = $1', [A.idDono]), mine);
  assert.equal(await count('g_agenda', 'id_dono = $1', [B.idDono]), theirs);
  // Upsert onto B's reminder settings (insert … on conflict do update) is the same refusal.
  assert.deepEqual(
    await outcome(A.client.from('reminder_settings').upsert({ id_dono: B.idDono, email: true })),
    rlsRefused('reminder_settings'),
  );
});

test('anon (no sign-in) reads nothing anywhere and can write nowhere', async () => {
  const anon = client();
  for (const c of cases) {
    const { b } = rowOf.get(c.table)!;
    const bBefore = await snapshot(c, b);
    const total = await count(c.table);
    assert.ok(total >= 2, `${c.table} has rows to hide`);
    // anon: no select grant on whatsapp_instances nor agent_configs (column grants to authenticated only),
    // nor any privilege on profissionais or whatsapp_templates
    const ungranted = ['whatsapp_instances', 'agent_configs', 'profissionais', 'whatsapp_templates'];
    const granted = c.allows.read === 'own' && !ungranted.includes(c.table);
    const read = granted ? rows(0) : denied(c.table, 401);
    assert.deepEqual(await outcome(anon.from(c.table).select(c.cols)), read, `${c.table}: read all`);
    assert.deepEqual(await outcome(anon.from(c.table).select(c.cols).eq(c.key, b)), read, `${c.table}: read B`);
    assert.deepEqual(
      await outcome(anon.from(c.table).insert(c.forge(B))),
      c.anonInsert ?? (granted ? rlsRefused(c.rlsTable ?? c.table, 401) : denied(c.table, 401)),
      `${c.table}: insert`,
    );
    const write = granted ? affected(0) : denied(c.table, 401);
    assert.deepEqual(
      await outcome(anon.from(c.table).update(c.change, exact).eq(c.key, b)),
      write,
      `${c.table}: update`,
    );
    assert.deepEqual(await outcome(anon.from(c.table).delete(exact).eq(c.key, b)), write, `${c.table}: delete`);
    assert.equal(await count(c.table), total, `${c.table}: nothing inserted or deleted`);
    assert.deepEqual(await snapshot(c, b), bBefore, `${c.table}: B's row unchanged`);
  }
  const rpcDenied = (fn: string) => ({ status: 401, code: '42501', message: `permission denied for function ${fn}` });
  assert.deepEqual(
    await outcome(anon.rpc('get_user_dashboard_stats', { user_id_param: B.id })),
    rpcDenied('get_user_dashboard_stats'),
  );
  assert.deepEqual(await outcome(anon.rpc('google_calendar_status')), rpcDenied('google_calendar_status'));
});
