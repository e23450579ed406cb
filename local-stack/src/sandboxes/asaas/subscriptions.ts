// /v3/subscriptions: create (the first charge is created at once, due on nextDueDate; a card is
// checked like a payment's and kept for the later charges), list and get, the subscription's
// payments, update (PUT, pending charges too with updatePendingPayments), a new card, and delete
// ({deleted, id}; its pending charges go with it). Each change is followed by its webhook events.
import { SUBSCRIPTION_CYCLES } from '../../../../shared-domain/src/entities/billing.ts';
import { addDays, addMonths, isIsoDate, today } from './dates.ts';
import { invalid, notFound } from './errors.ts';
import { listOf, type Body } from './list.ts';
import { billingTypeOf, checkCard, customerOf, storeCharge, type PaymentsContext } from './payments.ts';
import type { Payment, Subscription, SubscriptionCycle } from './store.ts';

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
  return months ? addMonths(date, months) : addDays(date, DAYS[cycle] ?? 30);
}

function cycleOf(value: unknown): SubscriptionCycle {
  const cycle = str(value) as SubscriptionCycle | null;
  if (!cycle || !SUBSCRIPTION_CYCLES.includes(cycle)) throw invalid('invalid_cycle', 'Informe uma periodicidade válida.');
  return cycle;
}

function valueOf(value: unknown): number {
  const n = Number(value);
  if (value === null || !Number.isFinite(n) || n <= 0) {
    throw invalid('invalid_value', 'O valor da assinatura deve ser informado.');
  }
  return Math.round(n * 100) / 100;
}

function dueDateOf(value: unknown): string {
  if (!isIsoDate(value)) throw invalid('invalid_nextDueDate', 'Informe o vencimento da próxima cobrança.');
  if (value < today()) {
    throw invalid('invalid_nextDueDate', 'O vencimento da próxima cobrança não pode ser anterior à data atual.');
  }
  return value;
}

/** The subscription's next charge, due on its nextDueDate, which then moves one cycle on. */
export function chargeNext(ctx: PaymentsContext, s: Subscription): Payment {
  const payment = storeCharge(ctx, {
    customer: s.customer,
    billingType: s.billingType,
    value: s.value,
    dueDate: s.nextDueDate,
    description: s.description,
    externalReference: s.externalReference,
    subscription: s.id,
  });
  s.nextDueDate = nextCycleDate(s.nextDueDate, s.cycle);
  return payment;
}

/**
 * Charges a subscription's pending card charge with the card it keeps: CONFIRMED (true), or
 * false when there is no card or it is declined (the charge stays PENDING and may go overdue).
 */
export function chargeWithStoredCard(ctx: PaymentsContext, p: Payment): boolean {
  const card = p.subscription ? ctx.store.subscriptionCards.get(p.subscription) : undefined;
  if (!card || card.declines) return false;
  const day = today();
  p.status = 'CONFIRMED';
  p.confirmedDate = day;
  p.clientPaymentDate = day;
  p.creditCard = {
    creditCardNumber: card.creditCardNumber,
    creditCardBrand: card.creditCardBrand,
    creditCardToken: card.creditCardToken,
  };
  ctx.webhooks.send('PAYMENT_CONFIRMED', p);
  return true;
}

export function createSubscription(ctx: PaymentsContext, body: Body): Subscription {
  const { store } = ctx;
  const customer = customerOf(ctx, body);
  const billingType = billingTypeOf(body);
  const value = valueOf(body.value);
  const firstDue = dueDateOf(body.nextDueDate);
  const cycle = cycleOf(body.cycle);
  // The card is checked (a refused test card answers 400, nothing saved) and kept for later charges.
  const card = billingType === 'CREDIT_CARD' && body.creditCard !== undefined ? checkCard(body) : null;

  const subscription: Subscription = {
    object: 'subscription',
    id: store.subscriptionId(),
    dateCreated: today(),
    customer: customer.id,
    billingType,
    cycle,
    value,
    nextDueDate: firstDue,
    description: str(body.description),
    status: 'ACTIVE',
    externalReference: str(body.externalReference),
    deleted: false,
    paymentLink: null,
    endDate: null,
    maxPayments: null,
  };
  store.subscriptions.set(subscription.id, subscription);
  if (card) store.subscriptionCards.set(subscription.id, { ...card, declines: false });
  const first = chargeNext(ctx, subscription);
  ctx.webhooks.sendSubscription('SUBSCRIPTION_CREATED', subscription);
  ctx.webhooks.send('PAYMENT_CREATED', first);
  if (first.billingType === 'CREDIT_CARD' && first.dueDate <= today()) chargeWithStoredCard(ctx, first);
  return subscription;
}

export function listSubscriptions(ctx: PaymentsContext, params: URLSearchParams) {
  const customer = params.get('customer');
  const status = params.get('status');
  const billingType = params.get('billingType');
  const externalReference = params.get('externalReference');
  const matches = [...ctx.store.subscriptions.values()].filter(
    (s) =>
      !s.deleted &&
      (!customer || s.customer === customer) &&
      (!status || s.status === status) &&
      (!billingType || s.billingType === billingType) &&
      (!externalReference || s.externalReference === externalReference),
  );
  return listOf(matches, params);
}

/** A subscription by id; a deleted one is still answered (deleted: true), as Asaas does. */
export function getSubscription(ctx: PaymentsContext, id: string): Subscription {
  const s = ctx.store.subscriptions.get(id);
  if (!s) throw notFound('Assinatura não encontrada.');
  return s;
}

function liveSubscription(ctx: PaymentsContext, id: string): Subscription {
  const s = getSubscription(ctx, id);
  if (s.deleted) throw notFound('Assinatura não encontrada.');
  return s;
}

/** GET /subscriptions/{id}/payments: its charges, oldest first, in the list envelope. */
export function subscriptionPayments(ctx: PaymentsContext, id: string, params: URLSearchParams) {
  getSubscription(ctx, id);
  const statuses = params.get('status')?.split(',').filter(Boolean);
  const matches = [...ctx.store.payments.values()]
    .map((s) => s.payment)
    .filter((p) => !p.deleted && p.subscription === id && (!statuses || statuses.includes(p.status)));
  return listOf(matches, params);
}

/**
 * PUT /subscriptions/{id}: value, cycle, description and billing type apply from the next charge
 * created; updatePendingPayments: true changes the charges already waiting too. nextDueDate is
 * the due date of the next charge to be created. status INACTIVE stops new charges (ACTIVE again
 * needs a nextDueDate).
 */
export function updateSubscription(ctx: PaymentsContext, id: string, body: Body): Subscription {
  const s = liveSubscription(ctx, id);
  const next = {
    value: body.value === undefined ? s.value : valueOf(body.value),
    cycle: body.cycle === undefined ? s.cycle : cycleOf(body.cycle),
    billingType: body.billingType === undefined ? s.billingType : billingTypeOf(body),
    nextDueDate: body.nextDueDate === undefined ? s.nextDueDate : dueDateOf(body.nextDueDate),
    description: body.description === undefined ? s.description : str(body.description),
    externalReference: body.externalReference === undefined ? s.externalReference : str(body.externalReference),
  };
  let status = s.status;
  if (body.status !== undefined) {
    if (body.status !== 'ACTIVE' && body.status !== 'INACTIVE') {
      throw invalid('invalid_status', 'Informe uma situação válida (ACTIVE ou INACTIVE).');
    }
    if (body.status === 'ACTIVE' && s.status !== 'ACTIVE' && body.nextDueDate === undefined) {
      throw invalid('invalid_nextDueDate', 'Para reativar a assinatura informe o vencimento da próxima cobrança.');
    }
    status = body.status;
  }
  const inactivated = s.status === 'ACTIVE' && status === 'INACTIVE';
  Object.assign(s, next, { status });

  if (body.updatePendingPayments === true) {
    for (const { payment } of ctx.store.payments.values()) {
      if (payment.subscription !== id || payment.deleted || payment.status !== 'PENDING') continue;
      payment.value = s.value;
      payment.netValue = Math.round(s.value * 97) / 100;
      payment.description = s.description;
      payment.billingType = s.billingType;
      ctx.webhooks.send('PAYMENT_UPDATED', payment);
    }
  }
  ctx.webhooks.sendSubscription(inactivated ? 'SUBSCRIPTION_INACTIVATED' : 'SUBSCRIPTION_UPDATED', s);
  return s;
}

/** PUT /subscriptions/{id}/creditCard: a new card for the next charges (checked like a payment's). */
export function updateSubscriptionCard(ctx: PaymentsContext, id: string, body: Body): Subscription {
  const s = liveSubscription(ctx, id);
  const card = checkCard(body);
  ctx.store.subscriptionCards.set(s.id, { ...card, declines: false });
  s.billingType = 'CREDIT_CARD';
  ctx.webhooks.sendSubscription('SUBSCRIPTION_UPDATED', s);
  return s;
}

/** DELETE /subscriptions/{id}: INACTIVE and deleted; its pending charges are removed. */
export function deleteSubscription(ctx: PaymentsContext, id: string) {
  const s = liveSubscription(ctx, id);
  for (const { payment } of ctx.store.payments.values()) {
    if (payment.subscription !== id || payment.deleted || payment.status !== 'PENDING') continue;
    payment.deleted = true;
    ctx.webhooks.send('PAYMENT_DELETED', payment);
  }
  s.deleted = true;
  s.status = 'INACTIVE';
  ctx.store.subscriptionCards.delete(id);
  ctx.webhooks.sendSubscription('SUBSCRIPTION_DELETED', s);
  return { deleted: true, id };
}
