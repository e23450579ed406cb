// The sandbox's clock: "N days pass" at the provider while the product stays in real time. Every
// date the sandbox holds moves N days earlier (each unsettled payment and each subscription then
// gets its *_UPDATED event), and what has become due relative to today is processed, as Asaas's
// daily jobs would: subscriptions' next charges created LEAD_DAYS before their due date, card
// charges due today charged with the subscription's card, unpaid charges past due OVERDUE.
import { addDays, today } from './dates.ts';
import { invalid } from './errors.ts';
import type { PaymentsContext } from './payments.ts';
import type { Payment } from './store.ts';
import { chargeNext, chargeWithStoredCard, nextCycleDate } from './subscriptions.ts';

/** How long before its due date a subscription's charge is created. */
export const LEAD_DAYS = 10;
/** A bound on one advance (ten years), so a typo cannot create charges for centuries. */
const MAX_DAYS = 3660;
/** Charges still waiting to be paid: their date changes are news to the webhook. */
const UNSETTLED = ['PENDING', 'OVERDUE', 'AWAITING_RISK_ANALYSIS'];

export interface ClockAdvance {
  days: number;
  created: string[];
  confirmed: string[];
  overdue: string[];
}

const earlier = (date: string | null, days: number) => (date ? addDays(date.slice(0, 10), -days) : date);

/**
 * Whose time passes: one customer's (`cus_…`, what a test of one account wants, leaving every other
 * account as it was) or, with none given, everyone's.
 */
type Scope = (customer: string) => boolean;
const scopeOf = (customer: string | null): Scope => (customer ? (c) => c === customer : () => true);

/** Moves every date `days` earlier, with PAYMENT_UPDATED / SUBSCRIPTION_UPDATED for what is still open. */
function shiftDates(ctx: PaymentsContext, days: number, inScope: Scope): void {
  const { store, webhooks } = ctx;
  for (const c of store.customers.values()) if (inScope(c.id)) c.dateCreated = earlier(c.dateCreated, days)!;
  for (const { payment: p } of store.payments.values()) {
    if (!inScope(p.customer)) continue;
    p.dateCreated = earlier(p.dateCreated, days)!;
    p.dueDate = earlier(p.dueDate, days)!;
    p.originalDueDate = earlier(p.originalDueDate, days)!;
    p.paymentDate = earlier(p.paymentDate, days);
    p.clientPaymentDate = earlier(p.clientPaymentDate, days);
    p.confirmedDate = earlier(p.confirmedDate, days);
    if (!p.deleted && UNSETTLED.includes(p.status)) webhooks.send('PAYMENT_UPDATED', p);
  }
  for (const s of store.subscriptions.values()) {
    if (!inScope(s.customer)) continue;
    s.dateCreated = earlier(s.dateCreated, days)!;
    s.nextDueDate = earlier(s.nextDueDate, days)!;
    s.endDate = earlier(s.endDate ?? null, days);
    if (!s.deleted) webhooks.sendSubscription('SUBSCRIPTION_UPDATED', s);
  }
}

function hasChargeDue(ctx: PaymentsContext, subscription: string, dueDate: string): boolean {
  for (const { payment } of ctx.store.payments.values()) {
    if (payment.subscription === subscription && !payment.deleted && payment.dueDate === dueDate) return true;
  }
  return false;
}

/** What is due today: new subscription charges, card charges, overdue charges, in that order. */
export function processDue(ctx: PaymentsContext, inScope: Scope = () => true): Omit<ClockAdvance, 'days'> {
  const { store, webhooks } = ctx;
  const day = today();
  const horizon = addDays(day, LEAD_DAYS);
  const created: string[] = [];
  for (const s of store.subscriptions.values()) {
    if (!inScope(s.customer)) continue;
    while (s.status === 'ACTIVE' && !s.deleted && s.nextDueDate <= horizon) {
      if (hasChargeDue(ctx, s.id, s.nextDueDate)) {
        // One charge per period: a charge already due that day (the demo's) counts as this one.
        s.nextDueDate = nextCycleDate(s.nextDueDate, s.cycle);
      } else {
        const charge = chargeNext(ctx, s);
        created.push(charge.id);
        webhooks.send('PAYMENT_CREATED', charge);
      }
      webhooks.sendSubscription('SUBSCRIPTION_UPDATED', s);
    }
  }
  const open = (): Payment[] =>
    [...store.payments.values()]
      .map((s) => s.payment)
      .filter((p) => !p.deleted && p.status === 'PENDING' && inScope(p.customer));

  const confirmed = open()
    .filter((p) => p.subscription && p.billingType === 'CREDIT_CARD' && p.dueDate <= day)
    .filter((p) => chargeWithStoredCard(ctx, p))
    .map((p) => p.id);

  const overdue: string[] = [];
  for (const p of open()) {
    if (p.dueDate >= day) continue;
    p.status = 'OVERDUE';
    webhooks.send('PAYMENT_OVERDUE', p);
    overdue.push(p.id);
  }
  return { created, confirmed, overdue };
}

/** POST /_control/clock/advance {days, customer?}: everyone's time, or one customer's. */
export function advanceClock(ctx: PaymentsContext, body: Record<string, unknown>): ClockAdvance {
  const days = Number(body.days ?? 0);
  if (!Number.isInteger(days) || days < 0 || days > MAX_DAYS) {
    throw invalid('invalid_days', `Informe em days um número inteiro de dias entre 0 e ${MAX_DAYS}.`);
  }
  const customer = typeof body.customer === 'string' && body.customer ? body.customer : null;
  if (customer && !ctx.store.customers.has(customer)) throw invalid('invalid_customer', 'Cliente não encontrado.');
  const inScope = scopeOf(customer);
  if (days > 0) shiftDates(ctx, days, inScope);
  return { days, ...processDue(ctx, inScope) };
}
