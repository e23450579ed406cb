// supabase/functions/billing: 'Meu Plano'. GET (or POST {}) reads the plan screen's data;
// POST {action: 'cancel'} cancels the subscription.
import * as v from 'valibot';
import type { BillingSummary } from '../entities/billingSummary.ts';
import type { MySubscription } from '../entities/mySubscription.ts';
import type { FunctionContract } from './contract.ts';

export const BILLING_ACTIONS = ['cancel'] as const;
export type BillingAction = (typeof BILLING_ACTIONS)[number];

export const BILLING_MESSAGES = Object.freeze({
  action: 'Ação inválida.',
});

export const billingContract = {
  request: v.object(
    { action: v.optional(v.picklist(BILLING_ACTIONS, BILLING_MESSAGES.action)) },
    BILLING_MESSAGES.action,
  ),
  refusals: { $body: { code: 'invalid_action' }, action: { code: 'invalid_action' } },
} satisfies FunctionContract;

export type BillingRequest = v.InferInput<typeof billingContract.request>;

/** {action: 'cancel'}: the subscription's new state. */
export interface BillingCancelAnswer {
  subscription: MySubscription;
}

/** Without an action (GET or POST {}): the plan screen's data. */
export type BillingAnswer = BillingSummary;
