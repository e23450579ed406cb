/**
 * What the browser may send and read: the amount from plan, method and instalments only, the request
 * checked (method, instalments, plan, documents, session), and RLS on the customer's payments and
 * attempts. (payments-support.ts: the request and the reads.)
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { generateCnpj } from '../../../shared-domain/src/testing/generators.ts';
import { asaasApi, invokePayments } from 'local-stack/testing/asaas';
import { client, newUser } from 'local-stack/testing';
import {
  body,
  card,
  clearFaults,
  customer,
  ok,
  ownPayment,
  paymentsAtAsaas,
  resetSandbox,
} from './payments-support.ts';

before(clearFaults);
after(resetSandbox);

test('a price sent by the browser is ignored: the amount comes from plan, method and instalments', async () => {
  const u = await newUser({}, 'pag-preco');
  const req = body(u, { plan: 'anual', method: 'pix', value: 1, amount: 1, price: 1, totalValue: 1, totalPrice: 1 });
  const pix = await ok(invokePayments(u, req));
  assert.equal(pix.value, 921.5);
  assert.equal((await paymentsAtAsaas(req.idempotencyKey))[0].value, 921.5);
  assert.equal(Number((await ownPayment(u, req.idempotencyKey))?.value), 921.5);
});

test('the request is checked: method, instalments, plan, documents (alphanumeric CNPJ accepted), session', async () => {
  const u = await newUser({}, 'pag-regras');
  const refused = async (fields: Record<string, unknown>) => (await invokePayments(u, body(u, fields))).error;
  assert.deepEqual(await refused({ method: 'bitcoin' }), {
    code: 'unsupported_method',
    message: 'Método de pagamento não suportado',
  });
  assert.equal(
    (await refused({ plan: 'anual', method: 'credit_card', installments: 13, card: card() }))?.code,
    'invalid_installments',
  );
  assert.equal(
    (await refused({ plan: 'semestral', method: 'credit_card', installments: 7, card: card() }))?.code,
    'invalid_installments',
  );
  assert.equal((await refused({ plan: 'anual', method: 'pix', installments: 2 }))?.code, 'invalid_installments');
  assert.equal((await refused({ plan: 'personalizado' }))?.code, 'plan_not_payable');
  assert.equal((await refused({ plan: 'trimestral' }))?.code, 'plan_not_found');
  assert.deepEqual(await refused({ customer: customer(u, { cpf: '111.111.111-11' }) }), {
    code: 'invalid_customer',
    message: 'CPF inválido',
  });
  assert.deepEqual(await refused({ method: 'credit_card', card: { ...card(), number: '4111' } }), {
    code: 'invalid_card',
    message: 'Número do cartão inválido',
  });
  assert.deepEqual(await refused({ method: 'credit_card', card: { ...card(), expiryMonth: '13' } }), {
    code: 'invalid_card',
    message: 'Data inválida (MM/AA)',
  });

  const cnpj = generateCnpj({ alphanumeric: true, formatted: true });
  const company = await ok(
    invokePayments(
      u,
      body(u, {
        method: 'boleto',
        customer: customer(u, { personType: 'juridica', businessName: 'Clínica Teste', cnpj }),
      }),
    ),
  );
  const atAsaas = (await asaasApi(`/payments/${company.id}`)).body;
  const holder = (await asaasApi(`/customers/${atAsaas.customer}`)).body;
  assert.equal(holder.cpfCnpj, cnpj.replace(/[^0-9A-Z]/g, ''));
  assert.equal(holder.name, 'Clínica Teste');
  assert.equal(holder.personType, 'JURIDICA');

  // Without a session (anon key only) there is nobody to charge.
  const anon = await invokePayments({ client: client() }, body(u, {}));
  assert.equal(anon.status, 401);
  assert.equal(anon.error?.code, 'unauthorized');
});

test('RLS: a customer reads their own payment rows and attempts, another customer sees none', async () => {
  const a = await newUser({}, 'pag-rls-a');
  const b = await newUser({}, 'pag-rls-b');
  const req = body(a, { method: 'pix' });
  await ok(invokePayments(a, req));
  const own = await a.client
    .from('payment_attempts')
    .select('idempotency_key, state')
    .eq('idempotency_key', req.idempotencyKey);
  assert.deepEqual(own.data, [{ idempotency_key: req.idempotencyKey, state: 'succeeded' }]);
  assert.equal((await ownPayment(a, req.idempotencyKey))?.billing_type, 'PIX');

  assert.equal(await ownPayment(b, req.idempotencyKey), null);
  const theirs = await b.client
    .from('payment_attempts')
    .select('idempotency_key')
    .eq('idempotency_key', req.idempotencyKey);
  assert.deepEqual(theirs.data, []);
  const all = await b.client.from('payments').select('id');
  assert.deepEqual(all.data, []);
  // Writes belong to the server: a customer cannot forge an attempt or a webhook event.
  const forged = await b.client
    .from('payment_attempts')
    .insert({ idempotency_key: randomUUID(), user_id: b.id, fingerprint: 'x' });
  assert.equal(forged.error?.code, '42501');
  const events = await a.client.from('payment_webhook_events').select('id');
  assert.equal(events.error?.code, '42501');
  const activate = await b.client.rpc('activate_subscription', { p_payment_id: randomUUID() });
  assert.ok(activate.error, 'activate_subscription is not callable by customers');
});
