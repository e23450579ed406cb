/**
 * The local Asaas sandbox answers as Asaas does, for what the payments function relies on: the
 * access_token, 200 on creates, the error and list shapes, invalid documents and due dates.
 * (payments-support.ts: the sandbox reset.)
 */
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { asaasApi } from 'local-stack/testing/asaas';
import { clearFaults, resetSandbox } from './payments-support.ts';

before(clearFaults);
after(resetSandbox);

test('Asaas sandbox contract: access_token, 200 on creates, error shape, list shape, invalid CPF/CNPJ', async () => {
  assert.equal((await asaasApi('/customers', { key: null })).status, 401);
  const wrong = await asaasApi<{ errors: Array<{ code: string }> }>('/customers', { key: '$aact_hmlg_outra' });
  assert.equal(wrong.status, 401);
  assert.equal(wrong.body.errors[0].code, 'invalid_access_token');

  const email = `sandbox.${randomUUID()}@teste.com.br`;
  const bad = await asaasApi<{ errors: Array<{ code: string; description: string }> }>('/customers', {
    method: 'POST',
    body: { name: 'Fulano', email, cpfCnpj: '123.456.789-00' },
  });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors.length, 1);
  assert.equal(bad.body.errors[0].code, 'invalid_object');
  assert.equal(typeof bad.body.errors[0].description, 'string');

  const created = await asaasApi('/customers', {
    method: 'POST',
    body: { name: 'Fulano', email, cpfCnpj: '12.ABC.345/01DE-35', phone: '(11) 3456-7890' },
  });
  assert.equal(created.status, 200);
  assert.match(String(created.body.id), /^cus_\d+$/);
  assert.equal(created.body.cpfCnpj, '12ABC34501DE35');
  const list = await asaasApi(`/customers?email=${encodeURIComponent(email)}`);
  assert.deepEqual(Object.keys(list.body).sort(), ['data', 'hasMore', 'limit', 'object', 'offset', 'totalCount']);
  assert.equal(list.body.object, 'list');
  assert.equal(list.body.totalCount, 1);

  const past = await asaasApi<{ errors: Array<{ code: string }> }>('/payments', {
    method: 'POST',
    body: { customer: created.body.id, billingType: 'PIX', value: 10, dueDate: '2020-01-01' },
  });
  assert.equal(past.body.errors[0].code, 'invalid_dueDate');
  const unknown = await asaasApi('/payments/pay_naoexiste');
  assert.equal(unknown.status, 404);
});
