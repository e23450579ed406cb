/** The Asaas sandbox's clock and subscriptions through the gateway, as function tests reach them. */
import test from 'node:test';
import assert from 'node:assert/strict';
import { addDays, today } from '../src/sandboxes/asaas/dates.ts';
import { advanceSandboxClock, asaasApi, sandboxControl, waitFor, webhookLog } from './support/asaas.ts';

test('a PIX subscription created through the gateway goes overdue when a day passes', async () => {
  const customer = await asaasApi<{ id: string }>('/customers', {
    method: 'POST',
    body: { name: 'Relógio do Sandbox', email: 'relogio@exemplo.com.br', cpfCnpj: '52998224725' },
  });
  const sub = await asaasApi<{ id: string }>('/subscriptions', {
    method: 'POST',
    body: { customer: customer.body.id, billingType: 'PIX', value: 97, cycle: 'MONTHLY', nextDueDate: today() },
  });
  assert.equal(sub.status, 200);
  const charges = await asaasApi<{ data: Array<{ id: string; status: string }> }>(
    `/subscriptions/${sub.body.id}/payments`,
  );
  const [charge] = charges.body.data;
  assert.equal(charge.status, 'PENDING');

  // Another account's charge, due today too: its time does not pass.
  const other = await asaasApi<{ id: string }>('/customers', {
    method: 'POST',
    body: { name: 'Outra Conta', email: 'outra.conta@exemplo.com.br', cpfCnpj: '11144477735' },
  });
  const otherSub = await asaasApi<{ id: string }>('/subscriptions', {
    method: 'POST',
    body: { customer: other.body.id, billingType: 'PIX', value: 97, cycle: 'MONTHLY', nextDueDate: today() },
  });
  const [otherCharge] = (await asaasApi<{ data: Array<{ id: string }> }>(`/subscriptions/${otherSub.body.id}/payments`))
    .body.data;

  const passed = await advanceSandboxClock(1, customer.body.id);
  assert.equal(passed.days, 1);
  assert.ok(passed.overdue.includes(charge.id));
  assert.ok(!passed.overdue.includes(otherCharge.id));
  const untouched = await asaasApi<{ status: string; dueDate: string }>(`/payments/${otherCharge.id}`);
  assert.deepEqual([untouched.body.status, untouched.body.dueDate], ['PENDING', today()]);
  const overdue = await asaasApi<{ status: string; dueDate: string }>(`/payments/${charge.id}`);
  assert.deepEqual(overdue.body, { ...overdue.body, status: 'OVERDUE', dueDate: addDays(today(), -1) });

  const events = await waitFor('the overdue event in the log', async () => {
    const mine = (await webhookLog()).filter((d) => d.subscriptionId === sub.body.id).map((d) => d.event);
    return mine.includes('PAYMENT_OVERDUE') && mine;
  });
  assert.deepEqual(events, [
    'SUBSCRIPTION_CREATED',
    'PAYMENT_CREATED',
    'PAYMENT_UPDATED',
    'SUBSCRIPTION_UPDATED',
    'PAYMENT_OVERDUE',
  ]);
  const bad = await sandboxControl('/clock/advance', 'POST', { days: -3 });
  assert.equal(bad.status, 400);
  const nobody = await sandboxControl('/clock/advance', 'POST', { days: 1, customer: 'cus_ninguem' });
  assert.equal(nobody.status, 400);
});
