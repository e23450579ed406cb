// /v3/subscriptions: create (the first charge is created at once, due on
// nextDueDate), list by customer and status in Asaas's envelope, get, and delete ({deleted, id};
// the subscription's pending charges go with it).
import { addMonths, isIsoDate, today } from './dates.ts';
import { invalid, notFound } from './errors.ts';
import { listOf, type Body } from './list.ts';
import { createPayment, type PaymentsContext } from './payments.ts';
import type { BillingType, Subscription, SubscriptionCycle } from './store.ts';

const CYCLES: SubscriptionCycle[] = [
  'WEEKLY',
  'BIWEEKLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'SEMIANNUALLY',
  'YEARLY',
];
const MONTHS: Partial<Record<SubscriptionCycle, number>> = {
  MONTHLY: 1,
  BIMONTHLY: 2,
  QUARTERLY: 3,
  SEMIANNUALLY: 6,
  YEARLY: 12,
};
const DAYS: Partial<Record<SubscriptionCycle, number>> = { WEEKLY: 7, BIWEEKLY: 14 };

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The due date one cycle after `date`. */
export function nextCycleDate(date: string, cycle: SubscriptionCycle): string {
  const months = MONTHS[cycle];
  if (months) return addMonths(date, months);
  return new Date(Date.parse(`${date}T00:00:00Z`) + (DAYS[cycle] ?? 30) * 86_400_000).toISOString().slice(0, 10);
}

export async function createSubscription(ctx: PaymentsContext, body: Body): Promise<Subscription> {
  const { store } = ctx;
  const customerId = str(body.customer);
  const customer = customerId ? store.customers.get(customerId) : undefined;
  if (!customer || customer.deleted) throw invalid('invalid_customer', 'Cliente inválido ou não informado.');
  const cycle = str(body.cycle) as SubscriptionCycle | null;
  if (!cycle || !CYCLES.includes(cycle)) throw invalid('invalid_cycle', 'Informe uma periodicidade válida.');
  if (!isIsoDate(body.nextDueDate)) throw invalid('invalid_nextDueDate', 'Informe o vencimento da primeira cobrança.');
  const value = Number(body.value);
  if (!Number.isFinite(value) || value <= 0)
    throw invalid('invalid_value', 'O valor da assinatura deve ser informado.');
  // The first charge is validated (and a card charged) exactly as a single payment would be.
  const first = await createPayment(ctx, { ...body, dueDate: body.nextDueDate, value, installmentCount: undefined });
  const subscription: Subscription = {
    object: 'subscription',
    id: store.subscriptionId(),
    dateCreated: today(),
    customer: customer.id,
    billingType: first.billingType as BillingType,
    cycle,
    value,
    nextDueDate: nextCycleDate(first.dueDate, cycle),
    description: str(body.description),
    status: 'ACTIVE',
    externalReference: str(body.externalReference),
    deleted: false,
  };
  first.subscription = subscription.id;
  store.subscriptions.set(subscription.id, subscription);
  return subscription;
}

export function listSubscriptions(ctx: PaymentsContext, params: URLSearchParams) {
  const customer = params.get('customer');
  const status = params.get('status');
  const matches = [...ctx.store.subscriptions.values()].filter(
    (s) => !s.deleted && (!customer || s.customer === customer) && (!status || s.status === status),
  );
  return listOf(matches, params);
}

export function getSubscription(ctx: PaymentsContext, id: string): Subscription {
  const s = ctx.store.subscriptions.get(id);
  if (!s || s.deleted) throw notFound('Assinatura não encontrada.');
  return s;
}

export function deleteSubscription(ctx: PaymentsContext, id: string) {
  const s = getSubscription(ctx, id);
  s.deleted = true;
  s.status = 'INACTIVE';
  for (const { payment } of ctx.store.payments.values()) {
    if (payment.subscription === id && payment.status === 'PENDING') payment.deleted = true;
  }
  return { deleted: true, id };
}
