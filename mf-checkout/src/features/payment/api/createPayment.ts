import { FunctionsHttpError } from '@supabase/supabase-js';
import { getSupabase } from 'shared-auth/client';
import type { PaymentMethod } from 'shared-domain';
import type { CustomerData, PaymentResult } from '../../../lib/checkoutStore';

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
 * plan, method and installments, and the provider's key never reaches the browser.
 */
export async function createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
  const { data, error } = await getSupabase().functions.invoke<PaymentResult>('payments', {
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
  if (!data?.id) throw new PaymentError('', 'empty_response', 0);
  return data;
}
