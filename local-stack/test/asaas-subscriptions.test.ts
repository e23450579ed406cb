/**
 * The Asaas sandbox's subscriptions and clock, on a sandbox of its own (so "days passing" touches
 * nothing else) whose webhook events are received here: the lifecycle of a subscription paid by
 * card, PIX and boleto, its updates and deletion, and each event's shape and order.
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createAsaasSandbox, type AsaasSandbox } from '../src/sandboxes/asaas/index.ts';
import { addDays, addMonths, today } from '../src/sandboxes/asaas/dates.ts';
import type { Delivery } from '../src/sandboxes/asaas/webhooks.ts';

const KEY = '$aact_hmlg_subscriptions_test';
const TOKEN = 'subscriptions-test-webhook-token';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const received: Array<{ token: string | undefined; body: Json }> = [];
const receiver = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    received.push({ token: req.headers['asaas-access-token'] as string | undefined, body: JSON.parse(text) as Json });
    res.writeHead(200).end('{}');
  });
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asaas-subscriptions-'));
const dataFile = path.join(dir, 'asaas.json');
let sandbox: AsaasSandbox;
let webhookUrl = '';
/** Deliveries received from earlier sandboxes (before a restart), not in the current log. */
let receivedBefore = 0;

const open = () =>
  createAsaasSandbox({
    apiKey: KEY,
    publicUrl: 'http://sandbox',
    webhook: { url: webhookUrl, token: TOKEN },
    dataFile,
  });

before(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  sandbox = open();
});
after(async () => {
  sandbox.close();
  await new Promise((resolve) => receiver.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function call(p: string, method = 'GET', body?: unknown): Promise<{ status: number; body: Json }> {
  const res = await sandbox.handle(
    new Request(`http://sandbox${p}`, {
      method,
      headers: { access_token: KEY, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: res.status, body: (await res.json()) as Json };
}
const api = (p: string, method = 'GET', body?: unknown) => call(`/v3${p}`, method, body);
const advance = async (days: number) => {
  const { status, body } = await call('/_control/clock/advance', 'POST', { days });
  assert.equal(status, 200);
  return body as { days: number; created: string[]; confirmed: string[]; overdue: string[] };
};

/** Every event delivered so far, once the sender's queue is empty. */
async function delivered(): Promise<Json[]> {
  for (let i = 0; i < 100; i++) {
    const log = (await call('/_control/webhooks')).body as unknown as Delivery[];
    if (log.every((d) => d.delivered) && received.length === receivedBefore + log.length) {
      return received.map((r) => r.body);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('webhook deliveries did not finish');
}
/** The events about one subscription or its charges, from `since` on, as [event, id] pairs. */
async function eventsOf(subscription: string, since = 0): Promise<Array<[string, string]>> {
  return (await delivered())
    .slice(since)
    .filter((e) => (e.subscription?.id ?? e.payment?.subscription) === subscription)
    .map((e) => [e.event, e.payment?.id ?? e.subscription.id]);
}
const mark = async () => (await delivered()).length;

const CARD = {
  creditCard: {
    holderName: 'Maria Souza',
    number: '4111111111111111',
    expiryMonth: '12',
    expiryYear: String(new Date().getFullYear() + 3),
    ccv: '123',
  },
  creditCardHolderInfo: {
    name: 'Maria Souza',
    email: 'maria@exemplo.com.br',
    cpfCnpj: '52998224725',
    postalCode: '01310100',
    addressNumber: '100',
    phone: '11987654321',
  },
  remoteIp: '127.0.0.1',
};

async function newCustomer(): Promise<string> {
  const { body } = await api('/customers', 'POST', {
    name: 'Clínica Assinante',
    email: `assinante-${Math.random().toString(36).slice(2)}@exemplo.com.br`,
    cpfCnpj: '52998224725',
  });
  return body.id as string;
}

async function subscribe(extra: Json) {
  const customer = await newCustomer();
  const res = await api('/subscriptions', 'POST', {
    customer,
    value: 97,
    cycle: 'MONTHLY',
    description: 'Plano Mensal - Atende AI',
    ...extra,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}
/** The charges an advance created for one subscription (others in this sandbox renew too). */
async function createdFor(subscription: string, ids: string[]): Promise<Json[]> {
  const charges = await Promise.all(ids.map(async (id) => (await api(`/payments/${id}`)).body));
  return charges.filter((p) => p.subscription === subscription);
}
const chargesOf = async (id: string) => (await api(`/subscriptions/${id}/payments`)).body.data as Json[];
const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test('monthly by card with a 7-day trial: no charge now, the card on the due day, renewals 10 days ahead', async () => {
  const since = await mark();
  const day = today();
  const firstDue = addDays(day, 7);
  const sub = await subscribe({
    billingType: 'CREDIT_CARD',
    nextDueDate: firstDue,
    externalReference: 'chave-1',
    ...CARD,
  });
  assert.equal(sub.object, 'subscription');
  assert.equal(sub.status, 'ACTIVE');
  assert.equal(sub.nextDueDate, addMonths(firstDue, 1));
  assert.equal(JSON.stringify(sub).includes('4111111111111111'), false);

  const [first] = await chargesOf(sub.id);
  assert.equal((await chargesOf(sub.id)).length, 1);
  assert.equal(first.status, 'PENDING');
  assert.equal(first.dueDate, firstDue);
  assert.equal(first.subscription, sub.id);
  assert.equal(first.value, 97);
  assert.equal(first.externalReference, 'chave-1');
  assert.deepEqual(await eventsOf(sub.id, since), [
    ['SUBSCRIPTION_CREATED', sub.id],
    ['PAYMENT_CREATED', first.id],
  ]);

  // Six days: still waiting. The seventh: the due day, the card is charged.
  let step = await mark();
  assert.deepEqual(await advance(6), { days: 6, created: [], confirmed: [], overdue: [] });
  assert.deepEqual(await eventsOf(sub.id, step), [
    ['PAYMENT_UPDATED', first.id],
    ['SUBSCRIPTION_UPDATED', sub.id],
  ]);
  step = await mark();
  const due = await advance(1);
  assert.deepEqual(due.confirmed, [first.id]);
  assert.deepEqual(due.created, []);
  assert.deepEqual(await eventsOf(sub.id, step), [
    ['PAYMENT_UPDATED', first.id],
    ['SUBSCRIPTION_UPDATED', sub.id],
    ['PAYMENT_CONFIRMED', first.id],
  ]);
  const paid = (await api(`/payments/${first.id}`)).body;
  assert.equal(paid.status, 'CONFIRMED');
  assert.equal(paid.dueDate, day);
  assert.equal(paid.confirmedDate, day);
  assert.equal(paid.creditCard.creditCardNumber, '1111');

  // The renewal is created exactly LEAD_DAYS (10) before its due date.
  const renewal = (await api(`/subscriptions/${sub.id}`)).body.nextDueDate as string;
  assert.equal(renewal, addDays(addMonths(firstDue, 1), -7));
  const untilLead = Math.round((Date.parse(renewal) - Date.parse(day)) / 86_400_000) - 10;
  assert.deepEqual((await advance(untilLead - 1)).created, []);
  step = await mark();
  const created = await advance(1);
  assert.equal(created.created.length, 1);
  const second = (await api(`/payments/${created.created[0]}`)).body;
  assert.equal(second.dueDate, addDays(day, 10));
  assert.equal(second.status, 'PENDING');
  assert.equal(second.subscription, sub.id);
  const after = (await api(`/subscriptions/${sub.id}`)).body;
  assert.equal(after.nextDueDate, addMonths(addDays(day, 10), 1));
  const events = await eventsOf(sub.id, step);
  assert.deepEqual(events.slice(-2), [
    ['PAYMENT_CREATED', second.id],
    ['SUBSCRIPTION_UPDATED', sub.id],
  ]);

  // Ten days later the renewal is charged too.
  assert.deepEqual((await advance(10)).confirmed, [second.id]);
});

test('a refused card is refused at once and nothing is kept', async () => {
  const customer = await newCustomer();
  const refused = await api('/subscriptions', 'POST', {
    customer,
    billingType: 'CREDIT_CARD',
    value: 97,
    cycle: 'MONTHLY',
    nextDueDate: addDays(today(), 7),
    ...CARD,
    creditCard: { ...CARD.creditCard, number: '5184019740373151' },
  });
  assert.equal(refused.status, 400);
  assert.equal(refused.body.errors[0].code, 'invalid_action');
  assert.equal((await api(`/subscriptions?customer=${customer}`)).body.totalCount, 0);
  assert.equal((await api(`/payments?customer=${customer}`)).body.totalCount, 0);
});

test('a card that starts being declined leaves the renewal pending, then overdue', async () => {
  const sub = await subscribe({ billingType: 'CREDIT_CARD', nextDueDate: addDays(today(), 2), ...CARD });
  const [charge] = await chargesOf(sub.id);
  const control = await call(`/_control/subscriptions/${sub.id}/card`, 'PUT', { declines: true });
  assert.equal(control.status, 200);
  assert.equal((await advance(2)).confirmed.includes(charge.id), false);
  assert.equal((await api(`/payments/${charge.id}`)).body.status, 'PENDING');
  assert.ok((await advance(1)).overdue.includes(charge.id));
  assert.equal((await api(`/payments/${charge.id}`)).body.status, 'OVERDUE');
});

test('a card charge due today is charged when the subscription is created', async () => {
  const since = await mark();
  const sub = await subscribe({
    billingType: 'CREDIT_CARD',
    nextDueDate: today(),
    cycle: 'YEARLY',
    value: 970,
    ...CARD,
  });
  assert.equal(sub.nextDueDate, addMonths(today(), 12));
  const [charge] = await chargesOf(sub.id);
  assert.equal(charge.status, 'CONFIRMED');
  assert.deepEqual(await eventsOf(sub.id, since), [
    ['SUBSCRIPTION_CREATED', sub.id],
    ['PAYMENT_CREATED', charge.id],
    ['PAYMENT_CONFIRMED', charge.id],
  ]);
});

test('an unpaid PIX charge goes overdue after its due date; paying it is RECEIVED', async () => {
  const sub = await subscribe({ billingType: 'PIX', nextDueDate: addDays(today(), 3) });
  const [charge] = await chargesOf(sub.id);
  assert.equal(charge.billingType, 'PIX');
  assert.equal((await api(`/payments/${charge.id}/pixQrCode`)).status, 200);
  assert.equal((await advance(3)).overdue.includes(charge.id), false); // due today: not late yet
  const since = await mark();
  assert.ok((await advance(1)).overdue.includes(charge.id));
  assert.deepEqual((await eventsOf(sub.id, since)).at(-1), ['PAYMENT_OVERDUE', charge.id]);
  const overdue = (await api(`/payments/${charge.id}`)).body;
  assert.equal(overdue.status, 'OVERDUE');
  assert.equal(overdue.dueDate, addDays(today(), -1));

  const paid = await api(`/sandbox/payment/${charge.id}/confirm`, 'POST');
  assert.equal(paid.status, 200);
  assert.equal(paid.body.status, 'RECEIVED');
  assert.equal(paid.body.paymentDate, today());
  const last = (await delivered()).at(-1)!;
  assert.equal(last.event, 'PAYMENT_RECEIVED');
  assert.equal(last.payment.subscription, sub.id);
  assert.equal((await api(`/subscriptions/${sub.id}/payments?status=RECEIVED`)).body.totalCount, 1);
});

test('PUT changes value and cycle from the next charge, or the pending charge too with updatePendingPayments', async () => {
  const sub = await subscribe({ billingType: 'BOLETO', nextDueDate: addDays(today(), 5) });
  const [pending] = await chargesOf(sub.id);
  assert.ok(pending.bankSlipUrl);
  const renewal = sub.nextDueDate as string;

  let since = await mark();
  const changed = await api(`/subscriptions/${sub.id}`, 'PUT', {
    value: 970,
    cycle: 'YEARLY',
    description: 'Plano Anual - Atende AI',
    updatePendingPayments: false,
  });
  assert.equal(changed.status, 200);
  assert.equal(changed.body.value, 970);
  assert.equal(changed.body.cycle, 'YEARLY');
  assert.equal(changed.body.nextDueDate, renewal); // unchanged: the next charge keeps its date
  assert.equal((await api(`/payments/${pending.id}`)).body.value, 97);
  assert.deepEqual(await eventsOf(sub.id, since), [['SUBSCRIPTION_UPDATED', sub.id]]);

  // The next charge is at the new value, and the one after it a year later.
  const days = Math.round((Date.parse(renewal) - Date.parse(today())) / 86_400_000) - 10;
  const created = await createdFor(sub.id, (await advance(days)).created);
  assert.equal(created.length, 1);
  const next = created[0];
  assert.equal(next.value, 970);
  assert.equal(next.description, 'Plano Anual - Atende AI');
  assert.equal((await api(`/subscriptions/${sub.id}`)).body.nextDueDate, addMonths(next.dueDate, 12));

  // updatePendingPayments: true changes the charge already waiting.
  since = await mark();
  const again = await api(`/subscriptions/${sub.id}`, 'PUT', { value: 500, updatePendingPayments: true });
  assert.equal(again.status, 200);
  assert.equal((await api(`/payments/${next.id}`)).body.value, 500);
  assert.deepEqual(await eventsOf(sub.id, since), [
    ['PAYMENT_UPDATED', next.id],
    ['SUBSCRIPTION_UPDATED', sub.id],
  ]);
  const bad = await api(`/subscriptions/${sub.id}`, 'PUT', { cycle: 'DAILY' });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors[0].code, 'invalid_cycle');
});

test('DELETE removes the pending charges, then the subscription; no charge is created for it again', async () => {
  const sub = await subscribe({ billingType: 'PIX', nextDueDate: addDays(today(), 1), externalReference: 'chave-del' });
  const [pending] = await chargesOf(sub.id);
  const since = await mark();
  const removed = await api(`/subscriptions/${sub.id}`, 'DELETE');
  assert.deepEqual(removed.body, { deleted: true, id: sub.id });
  assert.deepEqual(await eventsOf(sub.id, since), [
    ['PAYMENT_DELETED', pending.id],
    ['SUBSCRIPTION_DELETED', sub.id],
  ]);
  const gone = (await delivered()).at(-1)!;
  assert.equal(gone.subscription.deleted, true);
  assert.equal(gone.subscription.status, 'INACTIVE');
  assert.equal((await api(`/payments/${pending.id}`)).status, 404);
  const kept = (await api(`/subscriptions/${sub.id}`)).body;
  assert.equal(kept.deleted, true);
  assert.equal((await api('/subscriptions?externalReference=chave-del')).body.totalCount, 0);
  assert.equal((await api(`/subscriptions/${sub.id}`, 'DELETE')).status, 404);
  assert.equal((await api(`/subscriptions/${sub.id}`, 'PUT', { value: 1 })).status, 404);
  assert.deepEqual(await createdFor(sub.id, (await advance(60)).created), []);
});

test('lists filter by customer, status and externalReference; payments by subscription', async () => {
  const sub = await subscribe({
    billingType: 'PIX',
    nextDueDate: addDays(today(), 20),
    externalReference: 'chave-lista',
  });
  const byRef = (await api('/subscriptions?externalReference=chave-lista')).body;
  assert.equal(byRef.object, 'list');
  assert.deepEqual(
    byRef.data.map((s: Json) => s.id),
    [sub.id],
  );
  assert.equal((await api(`/subscriptions?customer=${sub.customer}&status=ACTIVE`)).body.totalCount, 1);
  assert.equal((await api(`/subscriptions?customer=${sub.customer}&status=INACTIVE`)).body.totalCount, 0);
  const payments = (await api(`/payments?subscription=${sub.id}`)).body;
  assert.equal(payments.totalCount, 1);
  assert.equal(payments.data[0].subscription, sub.id);
  assert.equal((await api('/subscriptions/sub_naoexiste')).status, 404);
});

test('subscription and payment events have Asaas shapes and the shared secret', async () => {
  const since = await mark();
  const sub = await subscribe({
    billingType: 'PIX',
    nextDueDate: addDays(today(), 4),
    externalReference: 'chave-forma',
  });
  const events = (await delivered()).slice(since);
  const [created, payment] = events;
  assert.match(created.id, /^evt_[0-9a-f]{32}&\d+$/);
  assert.match(created.dateCreated, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.deepEqual(created, {
    id: created.id,
    event: 'SUBSCRIPTION_CREATED',
    dateCreated: created.dateCreated,
    subscription: {
      object: 'subscription',
      id: sub.id,
      dateCreated: brDate(today()),
      customer: sub.customer,
      paymentLink: null,
      value: 97,
      nextDueDate: brDate(addMonths(addDays(today(), 4), 1)),
      cycle: 'MONTHLY',
      description: 'Plano Mensal - Atende AI',
      billingType: 'PIX',
      deleted: false,
      status: 'ACTIVE',
      externalReference: 'chave-forma',
      endDate: null,
      maxPayments: null,
      sendPaymentByPostalService: false,
    },
  });
  assert.equal(payment.event, 'PAYMENT_CREATED');
  assert.deepEqual(Object.keys(payment), ['id', 'event', 'dateCreated', 'payment']);
  assert.equal(payment.payment.object, 'payment');
  assert.equal(payment.payment.subscription, sub.id);
  assert.equal(payment.payment.dueDate, addDays(today(), 4));
  assert.ok(received.slice(since).every((r) => r.token === TOKEN));

  // Single payments carry subscription: null.
  const single = await api('/payments', 'POST', {
    customer: sub.customer,
    billingType: 'PIX',
    value: 10,
    dueDate: today(),
  });
  assert.equal(single.body.subscription, null);
  const log = (await call('/_control/webhooks')).body as unknown as Delivery[];
  const entry = log.find((d) => d.paymentId === single.body.id)!;
  assert.equal(entry.subscriptionId, null);
  assert.equal(entry.event, 'PAYMENT_CREATED');
});

test('subscriptions, their cards and the moved dates survive a restart', async () => {
  const sub = await subscribe({ billingType: 'CREDIT_CARD', nextDueDate: addDays(today(), 3), ...CARD });
  await advance(1);
  await delivered();
  sandbox.close();
  receivedBefore = received.length;
  sandbox = open();
  const [charge] = await chargesOf(sub.id);
  assert.equal(charge.dueDate, addDays(today(), 2));
  assert.ok((await advance(2)).confirmed.includes(charge.id));
});

test('the clock refuses a bad number of days', async () => {
  for (const days of [-1, 1.5, 'três', 100_000]) {
    const res = await call('/_control/clock/advance', 'POST', { days });
    assert.equal(res.status, 400);
    assert.equal(res.body.errors[0].code, 'invalid_days');
  }
});
