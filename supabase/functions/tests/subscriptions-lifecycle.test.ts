/**
 * The plan as a subscription over time, end to end: the checkout starts the Asaas subscription, the
 * sandbox's clock makes days pass (charges fall due, cards are charged, unpaid ones go overdue, each
 * with its webhook), payments-webhook keeps the local state, and the customer reads it with
 * my_subscription(): the trial and renewal, overdue and suspended, an upgrade, a cancellation.
 * (subscriptions-support.ts: the request, the clock and the reads.)
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { MySubscription } from '../../../shared-domain/src/entities/mySubscription.ts';
import { asaasApi, invokePayments } from 'local-stack/testing/asaas';
import { closeSql, newUser, sql } from 'local-stack/testing';
import {
  activateAgent,
  addDays,
  addMonths,
  advance,
  agentStatus,
  asaasSubscriptions,
  billing,
  body,
  card,
  clearFaults,
  customerId,
  mySubscription,
  ok,
  settled,
  today,
} from './subscriptions-support.ts';

before(clearFaults);
after(closeSql);

test('monthly by card: 7-day trial, nothing charged today, first charge after 7 sandbox days, then renewal', async () => {
  const u = await newUser({}, 'assin-trial');
  const day = today();
  const trialEnd = addDays(day, 7);
  const started = await ok(invokePayments(u, body(u, { method: 'credit_card', card: card() })));
  assert.equal(started.status, 'PENDING', 'nothing charged today');
  assert.equal(started.dueDate, trialEnd);
  assert.equal(started.value, 97);
  assert.deepEqual(started.subscription, { status: 'trialing', trialEndsOn: trialEnd, nextDueDate: trialEnd });
  const [sub] = await asaasSubscriptions(u);
  assert.equal(sub.cycle, 'MONTHLY');
  assert.equal(sub.value, 97);
  await settled();

  const trial = await mySubscription(u);
  assert.equal(trial.status, 'trialing');
  assert.equal(trial.access, 'full');
  assert.equal(trial.plan, 'mensal');
  assert.equal(trial.planName, 'Plano Mensal');
  assert.equal(trial.value, 97);
  assert.equal(trial.cycle, 'MONTHLY');
  assert.equal(trial.trialEndsOn, trialEnd);
  assert.equal(trial.currentPeriodEnd, trialEnd);
  assert.equal(trial.nextDueDate, trialEnd);
  assert.equal(trial.overdue, null);

  const first = await advance(u, 7);
  assert.deepEqual(first.confirmed, [started.id]);
  const paid = await mySubscription(u);
  assert.equal(paid.status, 'active');
  assert.equal(paid.access, 'full');
  assert.equal(paid.currentPeriodEnd, addMonths(day, 1), 'paid for a month from the charge due today');

  // Renewal: 31 more days and the next charge is made and charged with the kept card.
  const renewal = await advance(u, 31);
  assert.equal(renewal.created.length, 1);
  assert.deepEqual(renewal.confirmed, renewal.created);
  const charge = (await asaasApi<{ dueDate: string; status: string }>(`/payments/${renewal.created[0]}`)).body;
  assert.equal(charge.status, 'CONFIRMED');
  const renewed = await mySubscription(u);
  assert.equal(renewed.status, 'active');
  const periodEnd = [addMonths(day, 1), addMonths(charge.dueDate, 1)].sort().at(-1);
  assert.equal(renewed.currentPeriodEnd, periodEnd);
  const rows = await sql<{ n: number }>(
    `select count(*)::int as n from public.payments where user_id = $1 and status = 'CONFIRMED'`,
    [u.id],
  );
  assert.equal(rows[0].n, 2, 'both charges recorded once');
  assert.equal((await asaasSubscriptions(u)).length, 1);
});

test('overdue: banner data within the grace, suspended after it (assistant paused), paid → restored', async () => {
  const u = await newUser({}, 'assin-atraso');
  await activateAgent(u);
  const day = today();
  const started = await ok(invokePayments(u, body(u, { method: 'pix' })));
  assert.equal(started.value, 92.15);

  const late = await advance(u, 8);
  assert.deepEqual(late.overdue, [started.id]);
  const overdue = await mySubscription(u);
  assert.equal(overdue.status, 'overdue');
  assert.equal(overdue.access, 'full', 'the grace keeps everything open');
  assert.deepEqual(overdue.overdue, {
    since: addDays(day, -1),
    graceEndsOn: addDays(day, 6),
    value: 92.15,
    invoiceUrl: started.invoiceUrl,
  });
  assert.equal(await agentStatus(u), 'active');

  await advance(u, 7);
  const suspended = await mySubscription(u);
  assert.equal(suspended.status, 'suspended');
  assert.equal(suspended.access, 'restricted');
  assert.equal(suspended.overdue?.since, addDays(day, -8));
  assert.equal(suspended.overdue?.graceEndsOn, addDays(day, -1));
  assert.equal(await agentStatus(u), 'paused', 'the assistant stops after the grace');

  const pay = await asaasApi(`/sandbox/payment/${started.id}/confirm`, { method: 'POST' });
  assert.equal(pay.status, 200);
  await settled();
  const restored = await mySubscription(u);
  assert.equal(restored.status, 'active');
  assert.equal(restored.access, 'full');
  assert.equal(restored.overdue, null);
  assert.equal(await agentStatus(u), 'active', 'paying restores the assistant');
});

test('upgrade monthly → annual: the same subscription changes from the next charge, nothing charged now', async () => {
  const u = await newUser({}, 'assin-upgrade');
  const day = today();
  await ok(invokePayments(u, body(u, { method: 'credit_card', card: card() })));
  await settled();
  const changed = await ok(
    invokePayments(u, body(u, { plan: 'anual', method: 'credit_card', card: card(), fromUpgrade: true })),
  );
  const effectiveOn = addMonths(addDays(day, 7), 1);
  assert.deepEqual(changed, { upgrade: { plan: 'anual', value: 970, cycle: 'YEARLY', effectiveOn } });
  const subs = await asaasSubscriptions(u);
  assert.equal(subs.length, 1, 'one subscription');
  assert.equal(subs[0].value, 970);
  assert.equal(subs[0].cycle, 'YEARLY');
  const charges = await asaasApi<{ data: Array<{ value: number }> }>(`/payments?customer=${await customerId(u)}`);
  assert.deepEqual(
    charges.body.data.map((p) => p.value),
    [97],
    'only the trial charge, at the old value',
  );
  await settled();
  const pending = await mySubscription(u);
  assert.equal(pending.plan, 'mensal');
  assert.deepEqual(pending.pendingChange, {
    plan: 'anual',
    planName: 'Plano Anual',
    value: 970,
    cycle: 'YEARLY',
    effectiveOn,
  });

  await advance(u, 7); // the trial's charge, at 97
  assert.equal((await mySubscription(u)).plan, 'mensal');
  const next = await advance(u, 31); // the first charge at the new value
  assert.equal(next.created.length, 1);
  const charge = (await asaasApi<{ value: number; dueDate: string }>(`/payments/${next.created[0]}`)).body;
  assert.equal(charge.value, 970);
  const annual = await mySubscription(u);
  assert.equal(annual.plan, 'anual');
  assert.equal(annual.planName, 'Plano Anual');
  assert.equal(annual.value, 970);
  assert.equal(annual.cycle, 'YEARLY');
  assert.equal(annual.pendingChange, null);
  assert.equal(annual.currentPeriodEnd, addMonths(charge.dueDate, 12));
  assert.equal((await asaasSubscriptions(u)).length, 1);
});

test('cancel: access until the paid period ends, then expired and the assistant paused', async () => {
  const u = await newUser({}, 'assin-cancela');
  await activateAgent(u);
  const day = today();
  const started = await ok(invokePayments(u, body(u, { method: 'credit_card', card: card() })));
  await advance(u, 7);
  const periodEnd = addMonths(day, 1);
  assert.equal((await mySubscription(u)).currentPeriodEnd, periodEnd);
  const [sub] = await asaasSubscriptions(u);

  const canceled = await billing(u, { action: 'cancel' });
  assert.equal(canceled.status, 200);
  const state = canceled.data.subscription as MySubscription;
  assert.equal(state.status, 'canceled');
  assert.equal(state.access, 'full');
  assert.equal(state.cancelAtPeriodEnd, true);
  assert.equal(state.currentPeriodEnd, periodEnd);
  assert.equal(state.nextDueDate, null);
  const atAsaas = (await asaasApi<{ status: string; deleted: boolean }>(`/subscriptions/${sub.id}`)).body;
  assert.equal(atAsaas.status, 'INACTIVE');
  await settled(); // SUBSCRIPTION_DELETED changes nothing more
  assert.equal((await mySubscription(u)).status, 'canceled');
  assert.deepEqual((await billing(u, { action: 'cancel' })).data.subscription, await mySubscription(u));
  assert.equal(await agentStatus(u), 'active');
  const summary = await billing(u, {});
  assert.equal((summary.data.subscription as MySubscription).status, 'canceled');
  assert.equal((summary.data.plan as { status: string }).status, 'INACTIVE');

  // The paid period runs out (its charge and end moved 40 days back): expired, assistant paused.
  await sql('update public.payments set due_date = due_date - 40 where user_id = $1', [u.id]);
  await sql(`update public.subscriptions set current_period_end = current_period_end - 40 where user_id = $1`, [u.id]);
  const [{ n }] = await sql<{ n: number }>('select public.apply_subscription_deadlines() as n');
  assert.ok(n >= 1);
  const expired = await mySubscription(u);
  assert.equal(expired.status, 'expired');
  assert.equal(expired.access, 'none');
  assert.equal(await agentStatus(u), 'paused');
  assert.ok(started.id);
});
