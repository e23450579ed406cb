import { callFunction, FunctionCallError } from 'shared-auth';
import type { CheckoutResult, PaymentsCard, PaymentsRequest } from 'shared-domain';

/** The function's contract (shared-domain), under the checkout's names. */
export type CardInput = PaymentsCard;
export type CreatePaymentInput = PaymentsRequest;

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
    data = await callFunction('payments', { body: input });
  } catch (err) {
    if (!(err instanceof FunctionCallError)) throw new PaymentError('', 'network_error', 0);
    throw new PaymentError(UNEXPLAINED.has(err.code) ? '' : err.message, err.code, err.status);
  }
  if (data && 'upgrade' in data && data.upgrade) return data;
  if (!data || !('id' in data) || !data.id) throw new PaymentError('', 'empty_response', 0);
  return data;
}
