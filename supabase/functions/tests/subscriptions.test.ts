/**
 * The plan as a subscription, end to end: the checkout starts the Asaas subscription, the sandbox's
 * clock makes days pass (charges fall due, cards are charged, unpaid ones go overdue, each with its
 * webhook), payments-webhook keeps the local state, and the customer reads it with my_subscription().
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { generateCpf } from '../../../shared-domain/src/testing/generators.ts';
import type { MySubscription } from '../../../shared-domain/src/entities/mySubscription.ts';
import {
  asaasApi,
  asaasSandbox,
  invokePayments,
  sandboxControl,
  waitFor,
  webhookLog,
  type ClockAdvance,
  type PaymentAnswer,
} from 'local-stack/testing/asaas';
import { closeSql, newUser, sql, stack, type TestUser } from 'local-stack/testing';

const APPROVED_CARD = '4111111111111111';

const card = () => ({
  holderName: 'CLIENTE TESTE',
  number: APPROVED_CARD,
  expiryMonth: '12',
  expiryYear: String(new Date().getFullYear() + 3),
  ccv: '123',
});

function body(u: TestUser, fields: Record<string, unknown>) {
  return {
    plan: 'mensal',
    method: 'pix',
    installments: 1,
    customer: {
      personType: 'fisica',
      name: 'Cliente Assinante',
      email: u.email,
      phone: '(11) 98765-4321',
      cpf: generateCpf({ formatted: true }),
      businessName: '',
      cnpj: '',
    },
    idempotencyKey: randomUUID(),
    ...fields,
  };
}

async function ok(answer: Promise<PaymentAnswer>): Promise<Record<string, unknown>> {
  const a = await answer;
  assert.equal(a.error, null, `payments answered ${a.status} ${JSON.stringify(a.error)}`);
  return a.data!;
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

async function mySubscription(u: TestUser): Promise<MySubscription> {
  const { data, error } = await u.client.rpc('my_subscription');
  assert.equal(error, null);
  return data as MySubscription;
}

/** Every webhook the sandbox queued so far has been delivered. */
async function settled(): Promise<void> {
  await waitFor(
    'the webhooks to be delivered',
    async () => (await webhookLog()).every((d) => d.delivered || d.gaveUp),
    20_000,
  );
}

async function customerId(u: TestUser): Promise<string> {
  const found = await asaasApi<{ data: Array<{ id: string }> }>(`/customers?email=${encodeURIComponent(u.email)}`);
  return found.body.data[0].id;
}

/**
 * `days` pass at the sandbox for this customer, and every webhook they caused is applied. The answer
 * keeps this customer's charges only (a sandbox without the customer scope moves everyone's).
 */
async function advance(u: TestUser, days: number): Promise<ClockAdvance> {
  await settled();
  const customer = await customerId(u);
  const res = await sandboxControl('/clock/advance', 'POST', { days, customer });
  assert.equal(res.status, 200, await res.clone().text());
  const answer = (await res.json()) as ClockAdvance;
  await settled();
  const own = await asaasApi<{ data: Array<{ id: string }> }>(`/payments?customer=${customer}&limit=100`);
  const mine = new Set(own.body.data.map((p) => p.id));
  const keep = (ids: string[]) => ids.filter((id) => mine.has(id));
  return { days, created: keep(answer.created), confirmed: keep(answer.confirmed), overdue: keep(answer.overdue) };
}

async function agentStatus(u: TestUser): Promise<string> {
  const [row] = await sql<{ status: string }>('select status from public.agent_configs where user_id = $1', [u.id]);
  return row.status;
}

async function activateAgent(u: TestUser): Promise<void> {
  await sql(`update public.agent_configs set status = 'active' where user_id = $1`, [u.id]);
}

async function asaasSubscriptions(u: TestUser) {
  const list = await asaasApi<{ data: Array<Record<string, unknown>> }>(
    `/subscriptions?customer=${await customerId(u)}&limit=100`,
  );
  return list.body.data;
}

async function billing(u: TestUser, payload: Record<string, unknown>) {
  const { data, error } = await u.client.functions.invoke('billing', { body: payload });
  if (!error) return { status: 200, data: data as Record<string, unknown> };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, data: (await res.json()) as Record<string, unknown> };
  }
  throw error;
}

function postEvent(event: Record<string, unknown>) {
  return fetch(`${stack.url}/functions/v1/payments-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'asaas-access-token': asaasSandbox.webhookToken },
    body: JSON.stringify(event),
  });
}

before(async () => {
  await sandboxControl('/faults', 'DELETE');
});
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

test('one trial per person: cancelled and bought again, or a new account with the same CPF, pays now', async () => {
  const u = await newUser({}, 'assin-trial-uma-vez');
  const day = today();
  const cpf = generateCpf({ formatted: true });
  const asPerson = (who: TestUser, fields: Record<string, unknown>) => {
    const b = body(who, fields);
    return { ...b, customer: { ...b.customer, cpf } };
  };
  const first = await ok(invokePayments(u, asPerson(u, { method: 'credit_card', card: card() })));
  assert.equal((first.subscription as { status: string }).status, 'trialing');
  assert.equal((await billing(u, { action: 'cancel' })).status, 200);

  // The monthly plan again, by PIX: no second trial; the first month is charged today (5% off).
  const again = await ok(invokePayments(u, asPerson(u, { method: 'pix' })));
  assert.equal(again.status, 'PENDING');
  assert.equal(again.dueDate, day);
  assert.equal(again.value, 92.15);
  assert.deepEqual(again.subscription, {
    status: 'pending',
    trialEndsOn: null,
    nextDueDate: addMonths(day, 1),
    trialUsed: true,
  });
  assert.notEqual((await mySubscription(u)).status, 'trialing');

  // Another account, the same CPF (written without punctuation): no trial either.
  const other = await newUser({}, 'assin-trial-mesmo-cpf');
  const b = body(other, { method: 'credit_card', card: card() });
  const sameCpf = await ok(invokePayments(other, { ...b, customer: { ...b.customer, cpf: cpf.replace(/\D/g, '') } }));
  assert.equal(sameCpf.status, 'CONFIRMED', 'the first month charged on the card now');
  assert.equal((sameCpf.subscription as { trialEndsOn: string | null }).trialEndsOn, null);
});

test('a refused card does not use up the trial; attempts at once take it once', async () => {
  const u = await newUser({}, 'assin-trial-recusado');
  const refused = await invokePayments(
    u,
    body(u, { method: 'credit_card', card: { ...card(), number: '5184019740373151' } }),
  );
  assert.equal(refused.status, 402);
  const trial = await ok(invokePayments(u, body(u, { method: 'credit_card', card: card() })));
  assert.equal((trial.subscription as { status: string }).status, 'trialing');

  // Taking the trial is one statement: attempts at once, for one account or one CNPJ, get one.
  const twice = await newUser({}, 'assin-trial-paralelo');
  const claims = await Promise.all(
    Array.from({ length: 6 }, () =>
      sql<{ ok: boolean }>('select public.claim_trial($1, $2, $3) as ok', [twice.id, null, randomUUID()]),
    ),
  );
  assert.equal(claims.filter(([row]) => row.ok).length, 1);
  const cnpj = 'AB12CD34EF5602';
  const owners = await Promise.all([newUser({}, 'assin-cnpj-a'), newUser({}, 'assin-cnpj-b')]);
  const byCnpj = await Promise.all(
    owners.map((o, i) =>
      sql<{ ok: boolean }>('select public.claim_trial($1, $2, $3) as ok', [
        o.id,
        i ? 'ab.12c.d34/ef56-02' : cnpj,
        randomUUID(),
      ]),
    ),
  );
  assert.equal(byCnpj.filter(([row]) => row.ok).length, 1, 'one trial per CNPJ, however it is written');
});

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

test('the trial is the account document’s: a second sign-up with it is refused, a checkout with another pays now', async () => {
  const cpf = generateCpf();
  const u = await newUser({ cpf }, 'assin-doc-conta');
  // The same CPF, written with punctuation, for another account: refused at sign-up.
  const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  await assert.rejects(newUser({ cpf: formatted }, 'assin-doc-repetido'));
  const [conflict] = await sql<{ doc: string | null }>(
    "select public.signup_document_conflict('outra@example.com', $1) as doc",
    [formatted],
  );
  assert.equal(conflict.doc, 'cpf', "the sign-up's check names it, for 'Este CPF/CNPJ já está cadastrado no sistema'");

  // A Google-like account (no document of its own) typing that account's CPF: no trial either.
  const google = await newUser({}, 'assin-doc-alheio');
  const b = body(google, { method: 'pix' });
  const borrowed = await ok(invokePayments(google, { ...b, customer: { ...b.customer, cpf: formatted } }));
  assert.equal((borrowed.subscription as { trialUsed?: boolean }).trialUsed, true);
  assert.equal((borrowed.subscription as { trialEndsOn: string | null }).trialEndsOn, null);

  // The account itself, typing a fresh CPF at checkout: its first month is charged now (PIX, 5% off).
  const day = today();
  const other = await ok(invokePayments(u, body(u, { method: 'pix' })));
  assert.equal(other.status, 'PENDING');
  assert.equal(other.dueDate, day);
  assert.equal(other.value, 92.15);
  assert.deepEqual(other.subscription, {
    status: 'pending',
    trialEndsOn: null,
    nextDueDate: addMonths(day, 1),
    trialUsed: true,
  });
});

test('a trial past its end with no word from the provider: late from its end, then suspended; no trial access', async () => {
  const u = await newUser({}, 'assin-teste-vencido');
  await activateAgent(u);
  const started = await ok(invokePayments(u, body(u, { method: 'pix' })));
  assert.equal((started.subscription as { status: string }).status, 'trialing');
  // The charge's creation webhook lands first, so it cannot rewrite the dates set below.
  await settled();
  // Nine days later, and the provider never reported the first charge overdue.
  const ended = addDays(today(), -9);
  await sql(`update public.subscriptions set trial_ends_on = $2, current_period_end = $2 where user_id = $1`, [
    u.id,
    ended,
  ]);
  await sql(`update public.payments set due_date = $2 where user_id = $1`, [u.id, ended]);
  const read = await mySubscription(u);
  assert.equal(read.status, 'suspended', 'read from the dates while the job is late');
  assert.equal(read.access, 'restricted');
  assert.equal(read.overdue?.since, ended);
  assert.equal(read.overdue?.invoiceUrl, started.invoiceUrl);
  const [{ access }] = await sql<{ access: boolean }>('select public.has_paid_access($1) as access', [u.id]);
  assert.equal(access, false);

  // The minute job writes it, and the assistant stops.
  await sql('select public.run_minute_jobs()');
  const [row] = await sql<{ status: string; overdue_since: string }>(
    `select status, to_char(overdue_since, 'YYYY-MM-DD') as overdue_since from public.subscriptions where user_id = $1`,
    [u.id],
  );
  assert.deepEqual(row, { status: 'suspended', overdue_since: ended });
  assert.equal(await agentStatus(u), 'paused');
});
