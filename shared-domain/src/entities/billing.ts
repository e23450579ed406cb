import type { Tables } from '../database.types.ts';
import type { PlanPeriod } from '../plans/planPeriod.ts';
import type { BillingType } from '../pricing/paymentMethod.ts';
import type { WithColumns } from './rowTypes.ts';

/**
 * pending: the first charge of a semiannual/annual plan is not paid yet; trialing: the monthly plan's
 * 7 free days; overdue: a charge unpaid past its due date, within 7 days of grace; suspended: grace
 * over (assistant paused, only 'Meu Plano'); canceled: access until the period's end; expired: ended.
 */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'trialing',
  'active',
  'overdue',
  'suspended',
  'canceled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The monthly plan's free days: its first charge is due when they end. */
export const MONTHLY_TRIAL_DAYS = 7;

/** Why the assistant was not activated: no subscription grants access (agent-activate's 403). */
export const SUBSCRIPTION_INACTIVE_MESSAGE =
  'Sua assinatura não está ativa. Escolha um plano ou regularize o pagamento em Meu Plano para ativar o assistente.';

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

/**
 * Table subscriptions: mirror of the provider's subscription, written by server functions. Generated
 * row, with plan, status and cycle (null for a custom plan) narrowed to their CHECK lists; value in
 * reais; description is 'Plano Mensal - …' (the plan screen shows the part before the first '-').
 */
export type SubscriptionRow = WithColumns<
  Tables<'subscriptions'>,
  {
    plan: PlanPeriod;
    status: SubscriptionStatus;
    cycle: SubscriptionCycle | null;
    pending_plan: PlanPeriod | null;
    pending_cycle: SubscriptionCycle | null;
  }
>;

/**
 * Table payments: mirror of the provider's payments, written by server functions. Generated row, with
 * plan, billing_type and status narrowed to their CHECK lists; value in reais; pix_payload is the PIX
 * copy-paste code.
 */
export type PaymentRow = WithColumns<
  Tables<'payments'>,
  { plan: PlanPeriod | null; billing_type: BillingType; status: PaymentStatus }
>;
