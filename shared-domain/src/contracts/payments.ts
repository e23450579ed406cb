// supabase/functions/payments: the checkout's subscription (or a change of plan from 'Meu Plano').
// The amount is never sent: the function prices the plan, method and instalments itself.
import * as v from 'valibot';
import type { CheckoutResult } from '../entities/checkoutPayment.ts';
import type { PersonType } from '../entities/personType.ts';
import type { PaymentMethod } from '../pricing/paymentMethod.ts';
import type { FunctionContract } from './contract.ts';

export const PAYMENTS_MESSAGES = Object.freeze({
  body: 'Dados do pagamento inválidos.',
});

const INVALID = { code: 'invalid_request', message: PAYMENTS_MESSAGES.body };

/**
 * Only the body's shape is checked here. The fields' own checks stay in the function
 * (payments/request.ts), in the order the checkout's messages depend on: idempotency key, plan,
 * method, instalments, then the payer's fields with the sign-up form's messages
 * (CHECKOUT_ACCOUNT_MESSAGES) and the card's with the card form's (CARD_FORM_MESSAGES).
 */
export const paymentsContract = {
  request: v.looseObject(
    {
      plan: v.optional(v.unknown()),
      method: v.optional(v.unknown()),
      installments: v.optional(v.unknown()),
      customer: v.optional(v.unknown()),
      card: v.optional(v.unknown()),
      idempotencyKey: v.optional(v.unknown()),
      fromUpgrade: v.optional(v.unknown()),
    },
    PAYMENTS_MESSAGES.body,
  ),
  refusals: { $json: INVALID, $body: INVALID },
} satisfies FunctionContract;

/** The payer, as the checkout's first step collected it. */
export interface PaymentsCustomer {
  personType: PersonType;
  name: string;
  email?: string;
  phone: string;
  cpf?: string;
  businessName?: string;
  cnpj?: string;
  postalCode?: string;
  addressNumber?: string;
}

export interface PaymentsCard {
  holderName: string;
  /** Digits only. */
  number: string;
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  ccv: string;
}

/** What the checkout sends. */
export interface PaymentsRequest {
  /** A checkout plan's id. */
  plan: string;
  method: PaymentMethod;
  installments: number;
  customer: PaymentsCustomer;
  /** Card payments only. */
  card?: PaymentsCard;
  /** One per attempt (or the Idempotency-Key header): the function charges a key once. */
  idempotencyKey: string;
  /** A customer with a running subscription changes it (from its next charge) instead of buying. */
  fromUpgrade?: boolean;
}

/** The payment, or `{upgrade}` for a change of plan. */
export type PaymentsAnswer = CheckoutResult;
