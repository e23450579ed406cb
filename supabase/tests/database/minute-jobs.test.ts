// run_minute_jobs(): the one entry point of the database's minute jobs, which pg_cron (job
// `run-minute-jobs`) and the local stack's timer both call. Each job's own rules are tested beside it
// (reminders.test.ts, subscriptions-*.test.ts); here, that one call does every job's work and that only
// the server may make it.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { client, closeSql, newUser, serviceClient, sql, type TestUser } from 'local-stack/testing';
import { ownerWithReminders, placeAppointment, summary } from './reminders-fixtures.ts';

after(closeSql);

/** A subscription whose first charge is overdue since `days` days ago, as the webhook left it. */
async function overdueSince(u: TestUser, days: number): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(
    `with d as (select (now() at time zone 'America/Sao_Paulo')::date - $2::int as due)
     insert into public.subscriptions (user_id, plan, status, value, cycle, description, provider_subscription_id,
                                       overdue_since, current_period_end)
     select $1, 'mensal', 'overdue', 97, 'MONTHLY', 'Plano Mensal - Atende AI', 'sub_min_' || $3, d.due, d.due
     from d returning id`,
    [u.id, days, u.id.slice(0, 8)],
  );
  await sql(
    `insert into public.payments (user_id, subscription_id, plan, provider_payment_id, billing_type, status, value,
                                  due_date, invoice_url)
     values ($1, $2, 'mensal', 'pay_min_' || $4, 'PIX', 'OVERDUE', 97,
             (now() at time zone 'America/Sao_Paulo')::date - $3::int, 'https://sandbox.asaas.com/i/min')`,
    [u.id, id, days, u.id.slice(0, 8)],
  );
  return id;
}

const statusOf = async (id: string) =>
  (await sql<{ status: string }>('select status from public.subscriptions where id = $1', [id]))[0].status;

test('one call does every minute job: a due reminder is queued, a grace that ran out suspends', async () => {
  // A reminder due now that nothing queued yet (the trigger's row taken away).
  const owner = await ownerWithReminders();
  const appointment = await placeAppointment(owner, 20 * 60);
  await sql('delete from public.notifications where agendamento_id = $1', [appointment.id]);
  assert.deepEqual(await summary(owner), []);
  // Overdue for 8 days: one past the 7 days of grace.
  const late = await overdueSince(await newUser({}, 'minute-jobs-late'), 8);
  // Overdue for 2 days: still within it.
  const recent = await overdueSince(await newUser({}, 'minute-jobs-recent'), 2);
  assert.equal(await statusOf(late), 'overdue');

  const { data, error } = await serviceClient().rpc('run_minute_jobs');
  assert.equal(error, null);
  // What each job counted, and no "failed" (the counts may include other tests' rows, or miss these
  // when pg_cron's own run came first: the rows below are what proves the work).
  assert.deepEqual(Object.keys(data as object).sort(), [
    'attendances',
    'booking_attempts',
    'reminders',
    'subscriptions',
  ]);
  assert.equal(typeof (data as { booking_attempts: unknown }).booking_attempts, 'number');
  assert.equal(typeof (data as { attendances: unknown }).attendances, 'number');
  assert.equal(typeof (data as { reminders: unknown }).reminders, 'number');
  assert.equal(typeof (data as { subscriptions: unknown }).subscriptions, 'number');

  assert.deepEqual(await summary(owner), ['lembrete_24h/whatsapp/scheduled']);
  assert.equal(await statusOf(late), 'suspended');
  assert.equal(await statusOf(recent), 'overdue');
});

test('customers and anon cannot call run_minute_jobs', async () => {
  const customer = await newUser({}, 'minute-jobs-grants');
  const asCustomer = await customer.client.rpc('run_minute_jobs');
  assert.ok(asCustomer.error, 'a customer is refused');
  const asAnon = await client().rpc('run_minute_jobs');
  assert.ok(asAnon.error, 'anon is refused');
});
