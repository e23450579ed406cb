/** Payment methods of the checkout's step 2, as the confirmation step names them. */
export const PAYMENT_METHODS = ['credit_card', 'pix', 'boleto'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment provider's billingType values (also payments.billing_type). */
export const BILLING_TYPES = ['CREDIT_CARD', 'PIX', 'BOLETO'] as const;

export type BillingType = (typeof BILLING_TYPES)[number];

export const BILLING_TYPE_BY_METHOD: Readonly<Record<PaymentMethod, BillingType>> = Object.freeze({
  credit_card: 'CREDIT_CARD',
  pix: 'PIX',
  boleto: 'BOLETO',
});

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}
