/**
 * What the subscription tests (subscriptions-*.test.ts) share: the checkout's request for a customer
 * (a fresh CPF, PIX by default), the customer's subscription as my_subscription() reads it, the
 * sandbox's clock made to pass for one customer with every webhook it caused applied (advance), the
 * assistant's status, the billing function, and an event posted to payments-webhook as Asaas does.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { generateCpf } from '../../../shared-domain/src/testing/generators.ts';
import type { MySubscription } from '../../../shared-domain/src/entities/mySubscription.ts';
import {
  asaasApi,
  asaasSandbox,
  sandboxControl,
  waitFor,
  webhookLog,
  type ClockAdvance,
  type PaymentAnswer,
} from 'local-stack/testing/asaas';
import { sql, stack, type TestUser } from 'local-stack/testing';

/** The card the Asaas sandbox approves, as the checkout sends it. */
export { card } from './payments-support.ts';

export function body(u: TestUser, fields: Record<string, unknown>) {
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

export async function ok(answer: Promise<PaymentAnswer>): Promise<Record<string, unknown>> {
  const a = await answer;
  assert.equal(a.error, null, `payments answered ${a.status} ${JSON.stringify(a.error)}`);
  return a.data!;
}

export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

export async function mySubscription(u: TestUser): Promise<MySubscription> {
  const { data, error } = await u.client.rpc('my_subscription');
  assert.equal(error, null);
  return data as MySubscription;
}

/** Every webhook the sandbox queued so far has been delivered. */
export async function settled(): Promise<void> {
  await waitFor(
    'the webhooks to be delivered',
    async () => (await webhookLog()).every((d) => d.delivered || d.gaveUp),
    20_000,
  );
}

export async function customerId(u: TestUser): Promise<string> {
  const found = await asaasApi<{ data: Array<{ id: string }> }>(`/customers?email=${encodeURIComponent(u.email)}`);
  return found.body.data[0].id;
}

/**
 * `days` pass at the sandbox for this customer, and every webhook they caused is applied. The answer
 * keeps this customer's charges only (a sandbox without the customer scope moves everyone's).
 */
export async function advance(u: TestUser, days: number): Promise<ClockAdvance> {
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

export async function agentStatus(u: TestUser): Promise<string> {
  const [row] = await sql<{ status: string }>('select status from public.agent_configs where user_id = $1', [u.id]);
  return row.status;
}

export async function activateAgent(u: TestUser): Promise<void> {
  await sql(`update public.agent_configs set status = 'active' where user_id = $1`, [u.id]);
}

export async function asaasSubscriptions(u: TestUser) {
  const list = await asaasApi<{ data: Array<Record<string, unknown>> }>(
    `/subscriptions?customer=${await customerId(u)}&limit=100`,
  );
  return list.body.data;
}

export async function billing(u: TestUser, payload: Record<string, unknown>) {
  const { data, error } = await u.client.functions.invoke('billing', { body: payload });
  if (!error) return { status: 200, data: data as Record<string, unknown> };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, data: (await res.json()) as Record<string, unknown> };
  }
  throw error;
}

export function postEvent(event: Record<string, unknown>) {
  return fetch(`${stack.url}/functions/v1/payments-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'asaas-access-token': asaasSandbox.webhookToken },
    body: JSON.stringify(event),
  });
}

/** Before each file: no fault left at the sandbox. */
export async function clearFaults(): Promise<void> {
  await sandboxControl('/faults', 'DELETE');
}
