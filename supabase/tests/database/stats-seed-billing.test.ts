/**
 * The seed's demo clinic beside its dashboard figures: its subscription and payments, its products
 * and its reminder settings, dated from the day seed.sql ran.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { client, closeSql, sql } from 'local-stack/testing';
import { addDays, DEMO_DONO } from './stats-fixtures.ts';

after(closeSql);

test('seed: billing, products and reminder settings of the demo clinic', async () => {
  const demo = client();
  await demo.auth.signInWithPassword({ email: 'demo@clinicabemestar.com.br', password: 'demo12345' });
  const [{ seeded }] = await sql<{ seeded: string }>(
    `select to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as seeded
     from public.subscriptions where id = '33333333-3333-4333-8333-333333333333'`,
  );
  const subs = await demo.from('subscriptions').select('plan, status, value, cycle, next_due_date');
  assert.deepEqual(subs.data, [
    { plan: 'mensal', status: 'active', value: 97, cycle: 'MONTHLY', next_due_date: addDays(seeded, 12) },
  ]);
  const pays = await demo.from('payments').select('status, value, due_date, payment_date').order('due_date');
  assert.deepEqual(
    pays.data!.map((p) => [p.status, p.value, p.due_date, p.payment_date]),
    [
      ['CONFIRMED', 97, addDays(seeded, -168), addDays(seeded, -168)],
      ['CONFIRMED', 97, addDays(seeded, -138), addDays(seeded, -138)],
      ['RECEIVED', 97, addDays(seeded, -108), addDays(seeded, -108)],
      ['RECEIVED', 97, addDays(seeded, -78), addDays(seeded, -78)],
      ['RECEIVED', 97, addDays(seeded, -48), addDays(seeded, -48)],
      ['RECEIVED', 97, addDays(seeded, -18), addDays(seeded, -18)],
      ['PENDING', 97, addDays(seeded, 12), null],
    ],
  );
  const products = await demo.from('agent_products').select('codigo').order('codigo');
  assert.deepEqual(
    products.data!.map((p) => p.codigo),
    ['ACU01', 'CG01', 'EST01', 'FIS01', 'NUT01'],
  );
  const reminders = await demo.from('reminder_settings').select('id_dono, antes24h, antes1h, whatsapp, email');
  assert.deepEqual(reminders.data, [
    { id_dono: DEMO_DONO, antes24h: true, antes1h: true, whatsapp: true, email: false },
  ]);
  const [{ n }] = await sql<{ n: number }>(
    `select count(*)::int as n from public.reminder_settings where id_dono in ('USR-DEMO0001', 'USR-DEV00001')`,
  );
  assert.equal(n, 2);
});
