// What the database's my_subscription() answers the customer area (shell banner and guard, 'Meu
// Plano'): one type for the RPC and the screens that read it. Dates are 'YYYY-MM-DD'.
import type { PlanPeriod } from '../plans/planPeriod.ts';
import type { SubscriptionCycle, SubscriptionStatus } from './billing.ts';

/** full: the whole customer area; restricted: only 'Meu Plano' (suspended); none: no plan (checkout). */
export type SubscriptionAccess = 'full' | 'restricted' | 'none';

export interface SubscriptionOverdue {
  /** Due date of the oldest unpaid charge. */
  since: string;
  /** The last day before the subscription is suspended (since + 7). */
  graceEndsOn: string;
  value: number | null;
  invoiceUrl: string | null;
}

export interface SubscriptionPendingChange {
  plan: PlanPeriod;
  planName: string;
  value: number;
  cycle: SubscriptionCycle;
  /** The due date of the first charge at the new value. */
  effectiveOn: string | null;
}

export interface MySubscription {
  status: SubscriptionStatus | 'none';
  access: SubscriptionAccess;
  plan: PlanPeriod | null;
  /** 'Plano Mensal', 'Plano Semestral', 'Plano Anual'. */
  planName: string | null;
  value: number | null;
  cycle: SubscriptionCycle | null;
  trialEndsOn: string | null;
  /** Access is paid (or granted by the trial) until this day, inclusive. */
  currentPeriodEnd: string | null;
  /** The next charge's due date (the trial's end during the trial). */
  nextDueDate: string | null;
  /** Canceled but still within the paid period. */
  cancelAtPeriodEnd: boolean;
  overdue: SubscriptionOverdue | null;
  pendingChange: SubscriptionPendingChange | null;
}
