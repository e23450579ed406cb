/**
 * What a developer and another customer get of a customer: get_user_dashboard_stats refuses another
 * customer's id and gives a developer only what RLS gives; a developer reads every profile and
 * nothing else. Customers A and B as in rls-fixtures.ts.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { closeSql } from 'local-stack/testing';
import { cases } from './rls-cases.ts';
import {
  A,
  affected,
  B,
  count,
  denied,
  dev,
  exact,
  outcome,
  rowOf,
  rows,
  signUpBoth,
  snapshot,
} from './rls-fixtures.ts';

before(signUpBoth);
after(closeSql);

test("get_user_dashboard_stats: another customer's id is 42501; a developer passes but sees only what RLS gives", async () => {
  const mine = await A.client.rpc('get_user_dashboard_stats', { user_id_param: A.id });
  assert.equal(mine.error, null);
  for (const param of [B.id, null, '22222222-2222-4222-8222-222222222222']) {
    assert.deepEqual(await outcome(A.client.rpc('get_user_dashboard_stats', { user_id_param: param })), {
      status: 403,
      code: '42501',
      message: 'Sem permissão para ver as estatísticas de outro usuário',
    });
  }
  const own = await B.client.rpc('get_user_dashboard_stats', { user_id_param: B.id });
  assert.equal(own.error, null);
  const booked = await count(
    'g_agenda',
    `id_dono = $1 and status in ('agendado', 'confirmado', 'reagendado') and data > current_date`,
    [B.idDono],
  );
  assert.equal(own.data.proximosAgendamentos.length, Math.min(booked, 5));
  assert.ok(booked >= 1);
  assert.equal(own.data.agentStatus, 'draft');
  assert.equal(own.data.totalAtendimentos, 1);
  assert.equal(own.data.totalMensagens, 1);

  const viaDev = await dev.rpc('get_user_dashboard_stats', { user_id_param: B.id });
  assert.equal(viaDev.error, null);
  assert.deepEqual(viaDev.data.proximosAgendamentos, []);
  assert.equal(viaDev.data.agentStatus, null);
  assert.equal(viaDev.data.hasAgentConfig, false);
  assert.equal(viaDev.data.totalAtendimentos, 0);
  assert.equal(viaDev.data.totalMensagens, 0);
  assert.equal(viaDev.data.nps, 0);
});

test('a developer reads every profile (table and view) and nothing else of another customer', async () => {
  const profiles = await dev.from('profiles').select('id, role, id_dono');
  assert.equal(profiles.error, null);
  assert.equal(profiles.data!.length, await count('profiles'));
  const b = await dev.from('user_profiles').select('id, role, id_dono, full_name').eq('id', B.id).single();
  assert.equal(b.error, null);
  assert.deepEqual(b.data, { id: B.id, role: 'client', id_dono: B.idDono, full_name: 'Cliente B' });
  const demo = await dev.from('profiles').select('id_dono').eq('id', '11111111-1111-4111-8111-111111111111').single();
  assert.deepEqual(demo.data, { id_dono: 'USR-DEMO0001' });

  for (const c of cases) {
    const { b: key } = rowOf.get(c.table)!;
    const expected = c.allows.read === 'none' ? denied(c.table) : rows(c.rlsTable === 'profiles' ? 1 : 0);
    assert.deepEqual(await outcome(dev.from(c.table).select(c.cols).eq(c.key, key)), expected, c.table);
    assert.deepEqual(
      await outcome(dev.from(c.table).select(c.cols).eq(c.owner.col, c.owner.value(B))),
      expected,
      `${c.table} by owner`,
    );
  }
  // The demo clinic's agenda is not the developer's either.
  assert.deepEqual(await outcome(dev.from('g_agenda').select('id').eq('id_dono', 'USR-DEMO0001')), rows(0));
  assert.ok((await count('g_agenda', 'id_dono = $1', ['USR-DEMO0001'])) > 0);

  // Reading is all: the developer cannot edit B's profile nor promote B.
  const before = await snapshot(cases[0], B.id);
  assert.deepEqual(await outcome(dev.from('profiles').update({ full_name: 'Dev' }, exact).eq('id', B.id)), affected(0));
  assert.deepEqual(
    await outcome(dev.from('profiles').update({ role: 'developer' }, exact).eq('id', B.id)),
    affected(0),
  );
  assert.deepEqual(await snapshot(cases[0], B.id), before);
});
