// What supabase/functions/billing answers and the plan screen shows.
import type { MySubscription } from './mySubscription.ts';

/** A charge of the payment provider. */
export interface BillingPayment {
  id: string;
  status: string;
  /** 'yyyy-MM-dd' */
  dueDate: string;
  /** Reais. */
  value: number;
  invoiceUrl: string | null;
  description: string | null;
  paymentDate: string | null;
  /** CREDIT_CARD | PIX | BOLETO. */
  billingType: string;
}

/** The current plan: `name` is the description's part before the first hyphen. */
export interface BillingPlan {
  name: string;
  description: string | null;
  status: string;
  value: number;
  /** Renewal, 'yyyy-MM-dd'. */
  nextDueDate: string | null;
  cycle: string | null;
}

/** The billing function's one answer: plan, the charge to pay next, and the history (newest first). */
export interface BillingSummary {
  plan: BillingPlan | null;
  nextPayment: BillingPayment | null;
  history: BillingPayment[];
  /** The local subscription state (my_subscription()'s answer); always sent by the function. */
  subscription?: MySubscription;
}
