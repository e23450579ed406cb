// The subscription's state in the database: my_subscription() for the signed-in customer only, the
// state derived from the charges (trial, overdue and its grace, suspension, cancellation), the
// deadlines job, and the functions only the server may call.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { client, closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import type { MySubscription } from '../../../shared-domain/src/entities/mySubscription.ts';

after(closeSql);

const [{ today }] = await sql<{ today: string }>(
  `select to_char((now() at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD') as today`,
);
const day = (n: number) => {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

async function mine(u: TestUser): Promise<MySubscription> {
  const { data, error } = await u.client.rpc('my_subscription');
  assert.equal(error, null);
  return data as MySubscription;
}

/** A monthly subscription in its trial, with its first charge (due `due`) as the checkout records it. */
async function trialing(u: TestUser, due: string, status = 'PENDING'): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.subscriptions (user_id, plan, status, value, cycle, description, provider_subscription_id,
                                       trial_ends_on, current_period_end)
     values ($1, 'mensal', 'trialing', 97, 'MONTHLY', 'Plano Mensal - Atende AI', 'sub_db_' || $2, $3, $3)
     returning id`,
    [u.id, u.id.slice(0, 8), due],
  );
  await sql(
    `insert into public.payments (user_id, subscription_id, plan, provider_payment_id, billing_type, status, value,
                                  due_date, invoice_url)
     values ($1, $2, 'mensal', 'pay_db_' || $3, 'PIX', $4, 97, $5, 'https://sandbox.asaas.com/i/db')`,
    [u.id, id, u.id.slice(0, 8), status, due],
  );
  await sql('select public.refresh_subscription($1)', [id]);
  return id;
}

test('without a subscription: status none, access none', async () => {
  const u = await newUser({}, 'sub-db-nenhuma');
  const s = await mine(u);
  assert.equal(s.status, 'none');
  assert.equal(s.access, 'none');
  assert.equal(s.plan, null);
  assert.equal(s.cancelAtPeriodEnd, false);
});

test('anon cannot call my_subscription; customers cannot call the server functions or write the rows', async () => {
  const anon = await client().rpc('my_subscription');
  assert.ok(anon.error, 'anon is refused');
  const u = await newUser({}, 'sub-db-grants');
  for (const [fn, args] of [
    ['record_asaas_event', { p_event: { id: 'evt_x', event: 'PAYMENT_CREATED' } }],
    ['refresh_subscription', { p_id: u.id }],
    ['apply_subscription_deadlines', {}],
    ['subscription_state', { p_user: u.id }],
  ] as const) {
    const { error } = await u.client.rpc(fn, args);
    assert.ok(error, `${fn} is server-only`);
  }
  const forged = await u.client
    .from('subscriptions')
    .insert({ user_id: u.id, plan: 'anual', status: 'active', value: 1 });
  assert.equal(forged.error?.code, '42501');
});

test("trial, then the first charge overdue (banner within the grace), then suspended; one customer never sees another's", async () => {
  const u = await newUser({}, 'sub-db-trial');
  const other = await newUser({}, 'sub-db-outro');
  const id = await trialing(u, day(7));
  const trial = await mine(u);
  assert.deepEqual(
    { status: trial.status, access: trial.access, trialEndsOn: trial.trialEndsOn, end: trial.currentPeriodEnd },
    { status: 'trialing', access: 'full', trialEndsOn: day(7), end: day(7) },
  );
  assert.equal((await mine(other)).status, 'none');

  // The provider moved the charge to yesterday and reports it overdue: 7 days of grace from its due date.
  await sql(`update public.payments set due_date = $2, status = 'OVERDUE' where subscription_id = $1`, [id, day(-1)]);
  await sql('select public.refresh_subscription($1)', [id]);
  const overdue = await mine(u);
  assert.equal(overdue.status, 'overdue');
  assert.equal(overdue.access, 'full');
  assert.deepEqual(overdue.overdue, {
    since: day(-1),
    graceEndsOn: day(6),
    value: 97,
    invoiceUrl: 'https://sandbox.asaas.com/i/db',
  });

  // Past the grace: my_subscription already reads it restricted; the job writes it.
  await sql(`update public.payments set due_date = $2 where subscription_id = $1`, [id, day(-8)]);
  await sql(`update public.subscriptions set overdue_since = $2 where id = $1`, [id, day(-8)]);
  assert.equal((await mine(u)).access, 'restricted');
  await sql(`update public.agent_configs set status = 'active' where user_id = $1`, [u.id]);
  const [{ n }] = await sql<{ n: number }>('select public.apply_subscription_deadlines() as n');
  assert.ok(n >= 1);
  const [row] = await sql<{ status: string; agent_paused_by_billing: boolean }>(
    'select status, agent_paused_by_billing from public.subscriptions where id = $1',
    [id],
  );
  assert.deepEqual(row, { status: 'suspended', agent_paused_by_billing: true });
  const [agent] = await sql<{ status: string }>('select status from public.agent_configs where user_id = $1', [u.id]);
  assert.equal(agent.status, 'paused');

  // Paid: active, period from the charge's due date, the assistant back.
  await sql(`update public.payments set status = 'RECEIVED' where subscription_id = $1`, [id]);
  assert.equal((await sql<{ s: string }>('select public.refresh_subscription($1) as s', [id]))[0].s, 'active');
  const [back] = await sql<{ status: string }>('select status from public.agent_configs where user_id = $1', [u.id]);
  assert.equal(back.status, 'active');
});

test('payment_status_after never takes a charge back', async () => {
  const rows = await sql<{ a: string; b: string; c: string; d: string }>(
    `select public.payment_status_after('RECEIVED', 'OVERDUE') as a, public.payment_status_after('CONFIRMED', 'RECEIVED') as b,
            public.payment_status_after('OVERDUE', 'RECEIVED') as c, public.payment_status_after('RECEIVED', 'PENDING') as d`,
  );
  assert.deepEqual(rows[0], { a: 'RECEIVED', b: 'RECEIVED', c: 'RECEIVED', d: 'RECEIVED' });
});

test('has_paid_access reads the trial’s end: open through its last day, then the grace of a late charge, then none', async () => {
  const u = await newUser({}, 'sub-db-teste-vencido');
  const access = async () =>
    (await sql<{ ok: boolean }>('select public.has_paid_access($1) as ok', [u.id]))[0].ok;
  // A trial row as it stands when nothing moved it since (no refresh, no webhook).
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.subscriptions (user_id, plan, status, value, cycle, description, trial_ends_on, current_period_end)
     values ($1, 'mensal', 'trialing', 97, 'MONTHLY', 'Plano Mensal - Atende AI', $2, $2) returning id`,
    [u.id, day(0)],
  );
  assert.equal(await access(), true, 'the last day of the trial is still the trial');
  await sql('update public.subscriptions set trial_ends_on = $2, current_period_end = $2 where id = $1', [id, day(-1)]);
  assert.equal(await access(), true, 'the first charge is late since the trial ended: its grace');
  assert.equal((await mine(u)).status, 'overdue');
  await sql('update public.subscriptions set trial_ends_on = $2, current_period_end = $2 where id = $1', [id, day(-30)]);
  assert.equal(await access(), false, 'an expired trial is no access');
  assert.equal((await mine(u)).access, 'restricted');

  // The deadlines job moves the row itself.
  await sql('select public.apply_subscription_deadlines()');
  const [row] = await sql<{ status: string }>('select status from public.subscriptions where id = $1', [id]);
  assert.equal(row.status, 'suspended');
  assert.equal(await access(), false);
});
