// The subscription journeys' tools: a plan bought through the payment function (as the checkout
// buys it), the Asaas sandbox's view of a customer, its clock moved for ONE customer, and what the
// database holds (the subscription row, the assistant's status).
import { expect } from '@playwright/test';
import { adminSelect, callFunction, type Customer } from './customers';
import { SITE } from './site';

// The local stack's Asaas sandbox and its default key (local-stack/src/config.ts).
const ASAAS = `${SITE.stackUrl}/sandbox/asaas`;
const ASAAS_LOCAL_KEY = '$aact_hmlg_local_sandbox_key_atende_ai';

/** The demo clinic at the provider (local-stack's Asaas seed): read it, never move its clock. */
export const DEMO_ASAAS_CUSTOMER = 'cus_000000000001';

/** 'yyyy-MM-dd' → 'dd/MM/yyyy', as the pages write dates. */
export function dateBR(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y}`;
}

/** The same day `months` later, clamped to the month's end: how the provider counts cycles. */
export function addMonths(ymd: string, months: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

async function asaas<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${ASAAS}${path}`, {
    ...init,
    headers: { access_token: ASAAS_LOCAL_KEY, 'User-Agent': 'atende-ai-e2e', 'content-type': 'application/json' },
  });
  const text = await res.text();
  expect(res.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

export interface SandboxSubscription {
  id: string;
  status: string;
  value: number;
  cycle: string;
  nextDueDate: string;
}

export interface SandboxPayment {
  id: string;
  status: string;
  value: number;
  dueDate: string;
  invoiceUrl: string;
}

/** The provider's customer id (`cus_…`) the checkout created for this e-mail. */
export async function asaasCustomerId(email: string): Promise<string> {
  const { data } = await asaas<{ data: { id: string }[] }>(`/v3/customers?email=${encodeURIComponent(email)}`);
  expect(data, `Asaas customers of ${email}`).toHaveLength(1);
  return data[0].id;
}

/** The customer's subscriptions at the provider (the deleted ones are not listed). */
export async function sandboxSubscriptions(customerId: string, status?: string): Promise<SandboxSubscription[]> {
  const query = new URLSearchParams({ customer: customerId, ...(status ? { status } : {}) });
  return (await asaas<{ data: SandboxSubscription[] }>(`/v3/subscriptions?${query}`)).data;
}

/** A subscription's charges at the provider. */
export async function sandboxCharges(subscriptionId: string): Promise<SandboxPayment[]> {
  return (await asaas<{ data: SandboxPayment[] }>(`/v3/subscriptions/${subscriptionId}/payments`)).data;
}

/**
 * `days` pass at the provider for this customer only: the demo clinic and every other journey's
 * customer keep their dates (an advance without a customer would move everyone's).
 */
export async function advanceDays(customerId: string, days: number) {
  expect(customerId).toMatch(/^cus_/);
  return asaas<{ created: string[]; confirmed: string[]; overdue: string[] }>('/_control/clock/advance', {
    method: 'POST',
    body: JSON.stringify({ days, customer: customerId }),
  });
}

/** Pays a PIX/boleto charge, as the payer would (PAYMENT_RECEIVED). */
export async function payCharge(paymentId: string) {
  await asaas(`/v3/sandbox/payment/${paymentId}/confirm`, { method: 'POST' });
}

export interface SubscriptionRow {
  status: string;
  plan: string;
  provider_customer_id: string;
  provider_subscription_id: string;
  current_period_end: string | null;
  overdue_since: string | null;
  pending_plan: string | null;
}

/** The customer's one subscription row, as the database holds it. */
export async function subscriptionRow(customer: Pick<Customer, 'id'>): Promise<SubscriptionRow> {
  const rows = await adminSelect<SubscriptionRow[]>(
    `subscriptions?user_id=eq.${customer.id}&select=status,plan,provider_customer_id,provider_subscription_id,current_period_end,overdue_since,pending_plan`,
  );
  expect(rows, 'subscriptions rows').toHaveLength(1);
  return rows[0];
}

/** The assistant's status ('draft', 'active', 'paused'). */
export async function agentStatus(customer: Pick<Customer, 'id'>): Promise<string | undefined> {
  const [row] = await adminSelect<{ status: string }[]>(`agent_configs?user_id=eq.${customer.id}&select=status`);
  return row?.status;
}

/**
 * The monthly plan bought through the payment function as the checkout buys it (a 7-day trial, the
 * first charge due at its end): a customer for the journeys that start from a running plan.
 */
export async function subscribeMonthly(customer: Customer, method: 'pix' | 'boleto' = 'pix') {
  const answer = await callFunction(customer, 'payments', {
    plan: 'mensal',
    method,
    installments: 1,
    customer: {
      personType: 'fisica',
      name: 'Cliente de Teste',
      email: customer.email,
      phone: '11987654321',
      cpf: customer.cpf,
      businessName: '',
      cnpj: '',
    },
    idempotencyKey: `e2e-${customer.id}`,
  });
  // A new customer buys (a change of plan would answer {upgrade}).
  expect('subscription' in answer ? answer.subscription?.status : answer).toBe('trialing');
  return answer;
}
