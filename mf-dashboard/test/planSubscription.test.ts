// Integration: 'Meu Plano' reads the subscription and cancels it through its own api functions
// (billing GET and POST {action: 'cancel'}), against the local stack and its Asaas sandbox, signed in
// as a customer who just started the monthly trial at the checkout.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { closeSql, newUser, sql, type TestUser } from 'local-stack/testing';
import { callFunction } from 'shared-auth';
import { signInPage } from 'shared-auth/testing/stack';
import { generateCpf } from 'shared-domain/testing';
import { cancelSubscription } from '../src/features/plan/api/cancelSubscription';
import { fetchBilling } from '../src/features/plan/api/fetchBilling';

let customer: TestUser;
let trialEnd: string;
const cpf = generateCpf({ formatted: true });

/** The checkout's call, as the signed-in page makes it (a refusal throws, failing the test with its message). */
async function checkout(user: TestUser, fields: Record<string, unknown>) {
  await signInPage(user);
  return callFunction('payments', {
    body: {
      plan: 'mensal',
      method: 'pix',
      installments: 1,
      idempotencyKey: randomUUID(),
      customer: {
        personType: 'fisica',
        name: 'Cliente Teste',
        email: user.email,
        phone: '(11) 98765-4321',
        cpf,
        businessName: '',
        cnpj: '',
      },
      ...fields,
    },
  });
}

before(async () => {
  customer = await newUser({}, 'meu-plano');
  const started = (await checkout(customer, {})) as { subscription: { trialEndsOn: string } };
  trialEnd = started.subscription.trialEndsOn;
  const [row] = await sql<{ d: string }>(
    `select to_char((now() at time zone 'America/Sao_Paulo')::date + 7, 'YYYY-MM-DD') as d`,
  );
  assert.equal(trialEnd, row.d);
});
after(closeSql);

test('the plan screen reads the trial: local state, the provider plan and the first charge', async () => {
  const data = await fetchBilling();
  assert.equal(data.subscription?.status, 'trialing');
  assert.equal(data.subscription?.access, 'full');
  assert.equal(data.subscription?.trialEndsOn, trialEnd);
  assert.equal(data.subscription?.planName, 'Plano Mensal');
  assert.equal(data.subscription?.cancelAtPeriodEnd, false);
  assert.equal(data.plan?.name, 'Plano Mensal');
  assert.equal(data.nextPayment?.dueDate, trialEnd);
  assert.equal(data.nextPayment?.status, 'PENDING');
});

test('a change to the annual plan waits for the charge after the trial’s, the date the checkout shows', async () => {
  const before = await fetchBilling();
  const answer = (await checkout(customer, { plan: 'anual', fromUpgrade: true })) as {
    upgrade: { effectiveOn: string };
  };
  // The trial's first charge exists already (at the monthly value): the change applies to the next one.
  assert.ok(answer.upgrade.effectiveOn > trialEnd);
  assert.equal(answer.upgrade.effectiveOn, before.plan?.nextDueDate);
  assert.deepEqual(answer.upgrade, {
    plan: 'anual',
    value: 921.5,
    cycle: 'YEARLY',
    effectiveOn: answer.upgrade.effectiveOn,
  });
  const data = await fetchBilling();
  assert.equal(data.subscription?.status, 'trialing');
  assert.equal(data.subscription?.plan, 'mensal');
  assert.equal(data.subscription?.nextDueDate, trialEnd);
  assert.deepEqual(data.subscription?.pendingChange, {
    plan: 'anual',
    planName: 'Plano Anual',
    value: 921.5,
    cycle: 'YEARLY',
    effectiveOn: answer.upgrade.effectiveOn,
  });
});

test('cancelling keeps access until the trial ends and leaves nothing to pay; again is the same', async () => {
  const state = await cancelSubscription();
  assert.equal(state.status, 'canceled');
  assert.equal(state.access, 'full');
  assert.equal(state.cancelAtPeriodEnd, true);
  assert.equal(state.currentPeriodEnd, trialEnd);

  const data = await fetchBilling();
  assert.equal(data.subscription?.status, 'canceled');
  assert.equal(data.nextPayment, null);

  const again = await cancelSubscription();
  assert.deepEqual(again, state);
});
