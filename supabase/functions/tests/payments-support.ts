/**
 * What the payments tests (payments-*.test.ts) share: the checkout's request for a customer (a fresh
 * CPF, PIX by default, a new idempotency key), the card numbers the Asaas sandbox approves and refuses,
 * the charges and subscriptions at Asaas by the request's key, the customer's own rows read through
 * RLS, and the sandbox's faults and webhook token reset before and after each file (clearFaults,
 * resetSandbox).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { generateCpf } from '../../../shared-domain/src/testing/generators.ts';
import { asaasApi, sandboxControl, type PaymentAnswer } from 'local-stack/testing/asaas';
import { closeSql, type TestUser } from 'local-stack/testing';

export const PROVIDER_DOWN = 'Erro ao processar pagamento. Tente novamente.';
const APPROVED_CARD = '4111111111111111';
export const REFUSED_CARDS = ['5184019740373151', '4916561358240741'];

export function customer(u: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    personType: 'fisica',
    name: 'Cliente Teste',
    email: u.email,
    phone: '(11) 98765-4321',
    cpf: generateCpf({ formatted: true }),
    businessName: '',
    cnpj: '',
    ...overrides,
  };
}

export const card = (number = APPROVED_CARD) => ({
  holderName: 'CLIENTE TESTE',
  number,
  expiryMonth: '12',
  expiryYear: String(new Date().getFullYear() + 3),
  ccv: '123',
});

export function body(u: TestUser, fields: Record<string, unknown>) {
  return {
    plan: 'mensal',
    method: 'pix',
    installments: 1,
    customer: customer(u),
    idempotencyKey: randomUUID(),
    ...fields,
  };
}

export async function ok(answer: Promise<PaymentAnswer>): Promise<Record<string, unknown>> {
  const a = await answer;
  assert.equal(a.error, null, `payments answered ${a.status} ${JSON.stringify(a.error)}`);
  return a.data!;
}

/** The checkout's one-off charges at Asaas (a subscription's charges carry the key too: left out). */
export async function paymentsAtAsaas(externalReference: string): Promise<Array<Record<string, unknown>>> {
  const { status, body: list } = await asaasApi<{ data: Array<Record<string, unknown>> }>(
    `/payments?externalReference=${encodeURIComponent(externalReference)}&limit=100`,
  );
  assert.equal(status, 200);
  return list.data.filter((p) => !p.subscription);
}

export async function subscriptionsAtAsaas(externalReference: string): Promise<Array<Record<string, unknown>>> {
  const { status, body: list } = await asaasApi<{ data: Array<Record<string, unknown>> }>(
    `/subscriptions?externalReference=${encodeURIComponent(externalReference)}&limit=100`,
  );
  assert.equal(status, 200);
  return list.data;
}

export const todayInSaoPaulo = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
export const yearLater = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;

export async function activeSubscription(u: TestUser) {
  const { data, error } = await u.client
    .from('subscriptions')
    .select('plan, status, value, cycle')
    .eq('status', 'active');
  assert.equal(error, null);
  return (data as Array<{ plan: string; status: string; value: number; cycle: string }>)[0] ?? null;
}

export async function ownPayment(u: TestUser, key: string) {
  const { data, error } = await u.client
    .from('payments')
    .select('id, status, value, installment_count, billing_type, provider_payment_id, payment_date, subscription_id')
    .eq('idempotency_key', key);
  assert.equal(error, null);
  return (data as Array<Record<string, unknown>>)[0] ?? null;
}

/** Before each file: no fault left at the sandbox. */
export async function clearFaults(): Promise<void> {
  await sandboxControl('/faults', 'DELETE');
}

/** After each file: the sandbox's faults and webhook token as they were, and the SQL connection closed. */
export async function resetSandbox(): Promise<void> {
  await sandboxControl('/faults', 'DELETE');
  await sandboxControl('/webhook-token', 'DELETE');
  await closeSql();
}
