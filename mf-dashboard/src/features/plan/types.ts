import type { BillingType } from 'shared-domain';

/** Spec 2 §3 Payment, as the billing function answers it. */
export interface BillingPayment {
  id: string;
  status: string;
  /** 'yyyy-MM-dd' */
  dueDate: string;
  value: number;
  invoiceUrl: string | null;
  description: string | null;
  paymentDate: string | null;
  billingType: BillingType | string;
}

/** Spec 2 §3 Plan: name is the description's part before the first hyphen. */
export interface BillingPlan {
  name: string;
  description: string | null;
  status: string;
  value: number;
  /** Renewal, 'yyyy-MM-dd'. */
  nextDueDate: string | null;
  cycle: string | null;
}

/** supabase/functions/billing: everything the plan screen shows, in one answer. */
export interface BillingSummary {
  plan: BillingPlan | null;
  nextPayment: BillingPayment | null;
  history: BillingPayment[];
}
