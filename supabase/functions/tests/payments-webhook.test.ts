/**
 * payments-webhook as Asaas calls it: the shared secret required, a redelivered event applied once,
 * and the sandbox retrying a refused delivery until it is accepted. (payments-support.ts: the request
 * and the reads.)
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { asaasApi, asaasSandbox, invokePayments, sandboxControl, waitFor, webhookLog } from 'local-stack/testing/asaas';
import { newUser, sql, stack } from 'local-stack/testing';
import {
  activeSubscription,
  body,
  clearFaults,
  ok,
  ownPayment,
  resetSandbox,
  todayInSaoPaulo,
  yearLater,
} from './payments-support.ts';

before(clearFaults);
after(resetSandbox);

test('webhook: the shared secret is required, a redelivered event is applied once, no project key needed', async () => {
  const u = await newUser({}, 'pag-webhook');
  const req = body(u, { method: 'pix', plan: 'anual' });
  const pix = await ok(invokePayments(u, req));
  const payment = (await asaasApi(`/payments/${pix.id}`)).body;
  const event = {
    id: `evt_test_${randomUUID()}`,
    event: 'PAYMENT_RECEIVED',
    dateCreated: '2026-01-01 10:00:00',
    payment: { ...payment, status: 'RECEIVED', paymentDate: '2026-01-01' },
  };
  const post = (token: string | null) =>
    fetch(`${stack.url}/functions/v1/payments-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'asaas-access-token': token }) },
      body: JSON.stringify(event),
    });
  assert.equal((await post(null)).status, 401);
  assert.equal((await post('wrong-secret')).status, 401);
  assert.equal(await ownPayment(u, req.idempotencyKey).then((r) => r?.status), 'PENDING');

  const first = await post(asaasSandbox.webhookToken);
  assert.equal(first.status, 200);
  assert.deepEqual(await first.json(), { received: true, outcome: 'applied' });
  const second = await post(asaasSandbox.webhookToken);
  assert.equal(second.status, 200);
  assert.deepEqual(await second.json(), { received: true, outcome: 'duplicate' });
  const subs = await u.client.from('subscriptions').select('id, current_period_end').eq('status', 'active');
  assert.equal(subs.data?.length, 1);
  assert.equal(
    (subs.data![0] as { current_period_end: string }).current_period_end,
    yearLater(todayInSaoPaulo()),
    'one year from the charge paid, counted once',
  );
  const events = await sql<{ n: number }>(
    'select count(*)::int as n from public.payment_webhook_events where id = $1',
    [event.id],
  );
  assert.equal(events[0].n, 1);
});

test('webhook delivery is retried until a 200: refused with a wrong secret, delivered once it is right', async () => {
  const u = await newUser({}, 'pag-reentrega');
  const req = body(u, { method: 'boleto' });
  const slip = await ok(invokePayments(u, req));
  await waitFor('PAYMENT_CREATED delivered', async () =>
    (await webhookLog()).some((d) => d.paymentId === slip.id && d.event === 'PAYMENT_CREATED' && d.delivered),
  );
  await sandboxControl('/webhook-token', 'PUT', { token: 'segredo-errado' });
  try {
    await asaasApi(`/sandbox/payment/${slip.id}/confirm`, { method: 'POST' });
    const refused = await waitFor('a refused delivery', async () =>
      (await webhookLog()).find((d) => d.paymentId === slip.id && d.event === 'PAYMENT_RECEIVED' && d.attempts >= 2),
    );
    assert.equal(refused.lastStatus, 401);
    assert.equal(refused.delivered, false);
    assert.equal(await activeSubscription(u), null);
  } finally {
    await sandboxControl('/webhook-token', 'DELETE');
  }
  const delivered = await waitFor('the retried delivery', async () =>
    (await webhookLog()).find((d) => d.paymentId === slip.id && d.event === 'PAYMENT_RECEIVED' && d.delivered),
  );
  assert.equal(delivered.lastStatus, 200);
  assert.equal((await activeSubscription(u))?.plan, 'mensal');
});
