// What the plan screen shows, asked of the payment provider
// by the customer's e-mail: the active subscription, the charges (history, and the next one to pay).
import { asaas, type AsaasPayment, type AsaasSubscription } from '../_shared/asaas.ts';
import type { BillingPayment, BillingPlan, BillingSummary, MySubscription } from '../_shared/domain.ts';
import { subscriptionState } from './cancel.ts';

/** The plan's name is the description's part before the first hyphen. */
export function planName(description: string | null): string {
  return (description ?? '').split('-')[0].trim() || 'Plano';
}

function toPayment(p: AsaasPayment): BillingPayment {
  return {
    id: p.id,
    status: p.status,
    dueDate: p.dueDate,
    value: p.value,
    invoiceUrl: p.invoiceUrl,
    description: p.description,
    // A card payment has no paymentDate until it is credited; the day the customer paid is what to show.
    paymentDate: p.paymentDate ?? (p as { clientPaymentDate?: string | null }).clientPaymentDate ?? null,
    billingType: p.billingType,
  };
}

async function allPayments(customer: string): Promise<AsaasPayment[]> {
  const out: AsaasPayment[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await asaas.listPaymentsByCustomer(customer, offset);
    out.push(...page.data);
    if (!page.hasMore || page.data.length === 0) return out;
  }
}

/** The plan as recorded here, when the provider holds no active subscription (a canceled one still
 *  within its period, or a plan recorded before subscriptions). */
function recordedPlan(s: MySubscription): BillingPlan | null {
  if (!s.plan || s.status === 'none' || s.status === 'expired') return null;
  return {
    name: s.planName ?? 'Plano',
    description: s.planName ? `${s.planName} - Atende AI` : null,
    status: s.status === 'canceled' || s.status === 'pending' ? 'INACTIVE' : 'ACTIVE',
    value: Number(s.value),
    nextDueDate: s.nextDueDate,
    cycle: s.cycle,
  };
}

function fromSubscription(s: AsaasSubscription): BillingPlan {
  return {
    name: planName(s.description),
    description: s.description,
    status: s.status,
    value: s.value,
    nextDueDate: s.nextDueDate,
    cycle: s.cycle,
  };
}

const byDue = (a: BillingPayment, b: BillingPayment) => a.dueDate.localeCompare(b.dueDate);

export async function billingSummary(user: { id: string; email: string }): Promise<BillingSummary> {
  const customers = user.email ? (await asaas.findCustomersByEmail(user.email)).data : [];
  const payments: BillingPayment[] = [];
  const subscriptions: AsaasSubscription[] = [];
  for (const c of customers) {
    const [charges, subs] = await Promise.all([allPayments(c.id), asaas.listSubscriptions(c.id, 'ACTIVE')]);
    payments.push(...charges.map(toPayment));
    subscriptions.push(...subs.data);
  }
  const history = [...payments].sort((a, b) => byDue(b, a));
  // The charge to pay next: the pending one due soonest, else the oldest overdue one.
  const nextPayment =
    payments.filter((p) => p.status === 'PENDING').sort(byDue)[0] ??
    payments.filter((p) => p.status === 'OVERDUE').sort(byDue)[0] ??
    null;
  const subscription = await subscriptionState(user.id);
  const plan = subscriptions.length ? fromSubscription(subscriptions[0]) : recordedPlan(subscription);
  return { plan, nextPayment, history, subscription };
}
