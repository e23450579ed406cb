// The billing function's answer, typed once in shared-domain (the function writes it, this screen reads it).
import type { BillingSummary } from 'shared-domain';

export type { BillingPayment, BillingPlan, BillingSummary } from 'shared-domain';

export type SubscriptionStatus =
  'none' | 'pending' | 'trialing' | 'active' | 'overdue' | 'suspended' | 'canceled' | 'expired';

/** A change of plan the provider applies from its next charge. Dates are 'yyyy-MM-dd'. */
export interface PendingPlanChange {
  plan: string;
  planName: string;
  value: number;
  cycle: string | null;
  effectiveOn: string;
}

/** The local subscription as `my_subscription()` gives it (the billing answer carries it too). */
export interface SubscriptionSnapshot {
  status: SubscriptionStatus;
  access: 'full' | 'restricted' | 'none';
  planName: string | null;
  /** Reais per cycle. */
  value: number | null;
  cycle: string | null;
  trialEndsOn: string | null;
  /** Access is paid (or granted) until this day, inclusive. */
  currentPeriodEnd: string | null;
  nextDueDate: string | null;
  /** Canceled, still within the paid period. */
  cancelAtPeriodEnd: boolean;
  pendingChange: PendingPlanChange | null;
}

/** What 'Meu Plano' shows: the provider's plan and payments, and the local subscription state. */
export interface PlanPageData extends BillingSummary {
  subscription: SubscriptionSnapshot | null;
}
