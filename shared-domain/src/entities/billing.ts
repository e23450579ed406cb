import type { PlanPeriod } from '../plans/planPeriod.ts';
import type { BillingType } from '../pricing/paymentMethod.ts';

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'overdue', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The payment provider's subscription cycles. */
export const SUBSCRIPTION_CYCLES = [
  'WEEKLY',
  'BIWEEKLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'SEMIANNUALLY',
  'YEARLY',
] as const;
export type SubscriptionCycle = (typeof SUBSCRIPTION_CYCLES)[number];

/** Every payment status of the provider, plus FAILED for a charge it refused ('Pagamento falhou'). */
export const PAYMENT_STATUSES = [
  'PENDING',
  'RECEIVED',
  'CONFIRMED',
  'OVERDUE',
  'REFUNDED',
  'RECEIVED_IN_CASH',
  'REFUND_REQUESTED',
  'REFUND_IN_PROGRESS',
  'CHARGEBACK_REQUESTED',
  'CHARGEBACK_DISPUTE',
  'AWAITING_CHARGEBACK_REVERSAL',
  'DUNNING_REQUESTED',
  'DUNNING_RECEIVED',
  'AWAITING_RISK_ANALYSIS',
  'AUTHORIZED',
  'FAILED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses that mean the money arrived (PIX goes straight to RECEIVED, never CONFIRMED). */
export const PAID_PAYMENT_STATUSES = ['CONFIRMED', 'RECEIVED', 'RECEIVED_IN_CASH'] as const;

export function isPaidPaymentStatus(status: string): boolean {
  return (PAID_PAYMENT_STATUSES as readonly string[]).includes(status);
}

/** Table subscriptions: mirror of the provider's subscription, written by server functions. */
export interface SubscriptionRow {
  id: string;
  user_id: string;
  plan: PlanPeriod;
  status: SubscriptionStatus;
  /** Reais. */
  value: number;
  /** null for a custom plan. */
  cycle: SubscriptionCycle | null;
  /** 'Plano Mensal - …': the plan screen shows the part before the first '-'. */
  description: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  next_due_date: string | null;
  created_at: string;
  updated_at: string;
}

export const SUBSCRIPTION_COLUMNS = [
  'id',
  'user_id',
  'plan',
  'status',
  'value',
  'cycle',
  'description',
  'provider_customer_id',
  'provider_subscription_id',
  'next_due_date',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof SubscriptionRow)[];

/** Table payments: mirror of the provider's payments, written by server functions. */
export interface PaymentRow {
  id: string;
  user_id: string;
  subscription_id: string | null;
  plan: PlanPeriod | null;
  provider_customer_id: string | null;
  provider_payment_id: string | null;
  billing_type: BillingType;
  status: PaymentStatus;
  /** Reais. */
  value: number;
  installment_count: number;
  due_date: string | null;
  payment_date: string | null;
  invoice_url: string | null;
  bank_slip_url: string | null;
  /** PIX copy-paste code. */
  pix_payload: string | null;
  description: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

export const PAYMENT_COLUMNS = [
  'id',
  'user_id',
  'subscription_id',
  'plan',
  'provider_customer_id',
  'provider_payment_id',
  'billing_type',
  'status',
  'value',
  'installment_count',
  'due_date',
  'payment_date',
  'invoice_url',
  'bank_slip_url',
  'pix_payload',
  'description',
  'idempotency_key',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof PaymentRow)[];
