// The billing function's answer, typed once in shared-domain (the function writes it, this screen reads it).
export type { BillingPayment, BillingPlan, BillingSummary } from 'shared-domain';
