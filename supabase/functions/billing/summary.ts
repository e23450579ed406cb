// What the plan screen shows, asked of the payment provider
// by the customer's e-mail: the active subscription, the charges (history, and the next one to pay).
import { asaas, type AsaasPayment, type AsaasSubscription } from '../_shared/asaas.ts';
import type { BillingPayment, BillingPlan, BillingSummary } from '../_shared/domain.ts';
import { admin, must } from '../_shared/supabase.ts';

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

/** The plan the checkout recorded (it charges one-off payments, so Asaas may hold no subscription). */
async function recordedPlan(userId: string): Promise<BillingPlan | null> {
  const row = must(
    await admin()
      .from('subscriptions')
      .select('description,status,value,next_due_date,cycle')
      .eq('user_id', userId)
      .eq('status', 'active')
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
  if (!row) return null;
  return {
    name: planName(row.description),
    description: row.description,
    status: 'ACTIVE',
    value: Number(row.value),
    nextDueDate: row.next_due_date,
    cycle: row.cycle,
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
  const plan = subscriptions.length ? fromSubscription(subscriptions[0]) : await recordedPlan(user.id);
  return { plan, nextPayment, history };
}
