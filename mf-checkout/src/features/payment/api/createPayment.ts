import { callFunction, FunctionCallError } from 'shared-auth';
import type { CheckoutResult, PaymentMethod } from 'shared-domain';
import type { CustomerData } from '../../../lib/checkoutStore';

export interface CardInput {
  holderName: string;
  /** Digits only. */
  number: string;
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  ccv: string;
}

export interface CreatePaymentInput {
  plan: string;
  method: PaymentMethod;
  installments: number;
  customer: CustomerData;
  card?: CardInput;
  /** One per attempt: the function charges a key once, whatever the retries. */
  idempotencyKey: string;
  /** A customer with a running subscription changes it (from its next charge) instead of buying. */
  fromUpgrade?: boolean;
}

/** A failure the function explained: its code (Asaas's or the function's) and pt-BR message. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** functions-js's own text for a refusal without the function's message is not for the customer. */
const UNEXPLAINED = new Set(['http_error', 'network_error']);

/**
 * Creates the payment through supabase/functions/payments: the price is decided there from the
 * plan, method and installments, and the provider's key never reaches the browser. A customer whose
 * subscription is running gets it changed instead: the answer is then `{upgrade}`, nothing charged.
 * The idempotency key travels in the body (the function takes it there or as a header).
 */
export async function createPayment(input: CreatePaymentInput): Promise<CheckoutResult> {
  let data: CheckoutResult | null;
  try {
    data = await callFunction<CheckoutResult | null>('payments', { body: input });
  } catch (err) {
    if (!(err instanceof FunctionCallError)) throw new PaymentError('', 'network_error', 0);
    throw new PaymentError(UNEXPLAINED.has(err.code) ? '' : err.message, err.code, err.status);
  }
  if (data && 'upgrade' in data && data.upgrade) return data;
  if (!data || !('id' in data) || !data.id) throw new PaymentError('', 'empty_response', 0);
  return data;
}
