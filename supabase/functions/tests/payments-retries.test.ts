/**
 * The same payment attempt sent again: the provider down (5xx) or too slow (time-out) answers the
 * checkout's message and the retry charges once; a double click starts one subscription; the key of
 * one purchase buys nothing else. (payments-support.ts: the request and the reads.)
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { asaasSandbox, invokePayments, sandboxControl } from 'local-stack/testing/asaas';
import { newUser } from 'local-stack/testing';
import {
  activeSubscription,
  body,
  card,
  clearFaults,
  customer,
  ok,
  paymentsAtAsaas,
  PROVIDER_DOWN,
  resetSandbox,
  subscriptionsAtAsaas,
} from './payments-support.ts';

before(clearFaults);
after(resetSandbox);

test('provider down (5xx): the checkout message, and the same attempt retried charges once', async () => {
  const u = await newUser({}, 'pag-5xx');
  const req = body(u, { plan: 'anual', method: 'pix' });
  await sandboxControl('/faults', 'POST', { method: 'POST', path: '/payments', status: 503 });
  const down = await invokePayments(u, req);
  assert.equal(down.status, 502);
  assert.deepEqual(down.error, { code: 'provider_unavailable', message: PROVIDER_DOWN });
  assert.deepEqual(await paymentsAtAsaas(req.idempotencyKey), []);

  // Customers lookup failing counts the same.
  await sandboxControl('/faults', 'POST', { method: 'GET', path: '/customers', status: 500 });
  assert.equal((await invokePayments(u, req)).error?.code, 'provider_unavailable');

  const paid = await ok(invokePayments(u, req));
  assert.equal(paid.status, 'PENDING');
  assert.equal((await paymentsAtAsaas(req.idempotencyKey)).length, 1);
  assert.equal((await subscriptionsAtAsaas(req.idempotencyKey)).length, 1);
});

test('provider too slow: time-out gives the checkout message; the retry finds the charge instead of a second one', async () => {
  const u = await newUser({}, 'pag-timeout');
  const req = body(u, { plan: 'anual', method: 'credit_card', installments: 12, card: card() });
  await sandboxControl('/faults', 'POST', {
    method: 'POST',
    path: '/payments',
    delayMs: asaasSandbox.timeoutMs + 2000,
  });
  const started = Date.now();
  const slow = await invokePayments(u, req);
  assert.equal(slow.status, 504);
  assert.deepEqual(slow.error, { code: 'provider_timeout', message: PROVIDER_DOWN });
  assert.ok(Date.now() - started < asaasSandbox.timeoutMs + 1500, 'answered at the time-out, not when Asaas did');

  // Asaas did create it (the answer was what got lost): the retry adopts it.
  const created = await paymentsAtAsaas(req.idempotencyKey);
  assert.equal(created.length, 12);
  const paid = await ok(invokePayments(u, req));
  assert.equal(paid.status, 'CONFIRMED');
  assert.ok(created.some((p) => p.id === paid.id));
  assert.equal((await paymentsAtAsaas(req.idempotencyKey)).length, 12, 'no second instalment plan');
  assert.equal((await subscriptionsAtAsaas(req.idempotencyKey)).length, 1, 'one subscription');
  assert.equal((await activeSubscription(u))?.plan, 'anual');
});

test('idempotency: a double click (same key, at once) starts one subscription and both get the same charge', async () => {
  const u = await newUser({}, 'pag-duplo');
  const req = body(u, { plan: 'mensal', method: 'credit_card', card: card('5162306219378829') });
  const [a, b] = await Promise.all([
    invokePayments(u, req),
    invokePayments(u, req, { 'Idempotency-Key': req.idempotencyKey }),
  ]);
  assert.equal(a.error, null);
  assert.equal(b.error, null);
  assert.equal(a.data!.id, b.data!.id);
  assert.equal((await subscriptionsAtAsaas(req.idempotencyKey)).length, 1);
  const rows = await u.client.from('payments').select('id').eq('idempotency_key', req.idempotencyKey);
  assert.equal(rows.data?.length, 1);
  const again = await ok(invokePayments(u, req));
  assert.equal(again.id, a.data!.id);
  assert.equal((await subscriptionsAtAsaas(req.idempotencyKey)).length, 1);

  // The key of one purchase cannot buy another, nor can another customer replay it.
  const reused = await invokePayments(u, { ...req, plan: 'anual' });
  assert.equal(reused.status, 409);
  assert.equal(reused.error?.code, 'idempotency_key_reused');
  const other = await newUser({}, 'pag-duplo-outro');
  assert.equal(
    (await invokePayments(other, { ...req, customer: customer(other) })).error?.code,
    'idempotency_key_reused',
  );

  // No key at all is refused.
  const { idempotencyKey: _drop, ...noKey } = req;
  assert.equal((await invokePayments(u, noKey)).error?.code, 'missing_idempotency_key');
});
