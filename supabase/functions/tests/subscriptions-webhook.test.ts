/**
 * payments-webhook keeping the subscription: deliveries repeated or out of order applied once and
 * never going back, a renewal confirmed before it was created, subscription events with Asaas's
 * dates, and an unknown subscription ignored. (subscriptions-support.ts: the request and the reads.)
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { asaasApi, invokePayments } from 'local-stack/testing/asaas';
import { closeSql, newUser, sql } from 'local-stack/testing';
import {
  addMonths,
  asaasSubscriptions,
  body,
  clearFaults,
  mySubscription,
  ok,
  postEvent,
  settled,
  today,
} from './subscriptions-support.ts';

before(clearFaults);
after(closeSql);

test('webhook deliveries repeated or out of order are applied once and never go back', async () => {
  const u = await newUser({}, 'assin-ordem');
  const started = await ok(invokePayments(u, body(u, { method: 'pix' })));
  await settled();
  const [sub] = await asaasSubscriptions(u);
  const payment = (await asaasApi<Record<string, unknown>>(`/payments/${started.id}`)).body;
  const dueDate = String(payment.dueDate);
  const event = (event: string, p: Record<string, unknown>) => ({
    id: `evt_test_${randomUUID()}`,
    event,
    dateCreated: '2026-11-28 10:00:00',
    payment: p,
  });

  const received = event('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED', paymentDate: today() });
  assert.deepEqual(await (await postEvent(received)).json(), { received: true, outcome: 'applied' });
  assert.deepEqual(await (await postEvent(received)).json(), { received: true, outcome: 'duplicate' });
  const paid = await mySubscription(u);
  assert.equal(paid.status, 'active');
  assert.equal(paid.currentPeriodEnd, addMonths(dueDate, 1));

  // Late deliveries of older states change nothing.
  for (const [name, status] of [
    ['PAYMENT_OVERDUE', 'OVERDUE'],
    ['PAYMENT_CREATED', 'PENDING'],
    ['PAYMENT_UPDATED', 'PENDING'],
  ]) {
    const res = await postEvent(event(name, { ...payment, status }));
    assert.equal(res.status, 200);
  }
  const [row] = await sql<{ status: string }>('select status from public.payments where provider_payment_id = $1', [
    started.id,
  ]);
  assert.equal(row.status, 'RECEIVED');
  assert.equal((await mySubscription(u)).status, 'active');
  assert.equal((await mySubscription(u)).overdue, null);

  // A renewal whose CONFIRMED arrives before its CREATED: recorded once, paid, period moved on.
  const renewal = {
    ...payment,
    id: `pay_teste${randomUUID().slice(0, 8)}`,
    subscription: sub.id,
    dueDate: addMonths(dueDate, 1),
    status: 'CONFIRMED',
    paymentDate: null,
  };
  assert.equal((await postEvent(event('PAYMENT_CONFIRMED', renewal))).status, 200);
  assert.equal((await postEvent(event('PAYMENT_CREATED', { ...renewal, status: 'PENDING' }))).status, 200);
  const renewals = await sql<{ status: string }>('select status from public.payments where provider_payment_id = $1', [
    renewal.id,
  ]);
  assert.deepEqual(renewals, [{ status: 'CONFIRMED' }]);
  assert.equal((await mySubscription(u)).currentPeriodEnd, addMonths(dueDate, 2));
  // An older charge paid again later never moves the period back.
  assert.equal((await postEvent(event('PAYMENT_RECEIVED', { ...payment, status: 'RECEIVED' }))).status, 200);
  assert.equal((await mySubscription(u)).currentPeriodEnd, addMonths(dueDate, 2));

  // Subscription events: dates as Asaas sends them (dd/MM/yyyy); a late update after the deletion
  // does not bring the subscription back.
  const subEvent = (name: string, fields: Record<string, unknown>) => ({
    id: `evt_test_${randomUUID()}`,
    event: name,
    dateCreated: '2026-11-28 10:00:00',
    subscription: { ...sub, ...fields },
  });
  const due = addMonths(dueDate, 2);
  const br = `${due.slice(8, 10)}/${due.slice(5, 7)}/${due.slice(0, 4)}`;
  assert.equal((await postEvent(subEvent('SUBSCRIPTION_UPDATED', { nextDueDate: br }))).status, 200);
  const [{ next_due_date }] = await sql<{ next_due_date: string }>(
    `select to_char(next_due_date, 'YYYY-MM-DD') as next_due_date from public.subscriptions where user_id = $1`,
    [u.id],
  );
  assert.equal(next_due_date, due);
  assert.equal((await postEvent(subEvent('SUBSCRIPTION_DELETED', { deleted: true, status: 'INACTIVE' }))).status, 200);
  assert.equal((await postEvent(subEvent('SUBSCRIPTION_UPDATED', { status: 'ACTIVE' }))).status, 200);
  const ended = await mySubscription(u);
  assert.equal(ended.status, 'canceled');
  assert.equal(ended.cancelAtPeriodEnd, true);

  // An event for a subscription nobody here knows is ignored (200, nothing written).
  const unknown = await postEvent(
    subEvent('SUBSCRIPTION_UPDATED', { id: 'sub_desconhecida', externalReference: null }),
  );
  assert.deepEqual(await unknown.json(), { received: true, outcome: 'ignored' });
});
