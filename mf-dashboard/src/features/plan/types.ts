// The billing function's answer and the local subscription state, typed once in shared-domain (the
// functions and the database write them, this screen reads them).
import type { BillingSummary, MySubscription } from 'shared-domain';

export type { BillingPayment, BillingPlan, BillingSummary, MySubscription } from 'shared-domain';

/** What 'Meu Plano' shows: the provider's plan and payments, and the local subscription state. */
export interface PlanPageData extends Omit<BillingSummary, 'subscription'> {
  /** Null when the answer carries none this screen can read. */
  subscription: MySubscription | null;
}
