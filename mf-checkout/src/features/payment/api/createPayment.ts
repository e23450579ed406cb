import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from 'shared-auth/client';
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

/**
 * Creates the payment through supabase/functions/payments: the price is decided there from the
 * plan, method and installments, and the provider's key never reaches the browser. A customer whose
 * subscription is running gets it changed instead: the answer is then `{upgrade}`, nothing charged.
 */
export async function createPayment(input: CreatePaymentInput): Promise<CheckoutResult> {
  const { data, error } = await getSupabase().functions.invoke<CheckoutResult>('payments', {
    body: input,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const response = error.context as Response;
      const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
      throw new PaymentError(body?.error?.message ?? '', body?.error?.code ?? 'http_error', response.status);
    }
    throw new PaymentError('', 'network_error', 0);
  }
  if (data && 'upgrade' in data && data.upgrade) return data;
  if (!data || !('id' in data) || !data.id) throw new PaymentError('', 'empty_response', 0);
  return data;
}
