import type { PaymentMethod } from './paymentMethod.ts';

/** PIX and boleto take 5% off the total; the card pays the full price. */
export const PIX_BOLETO_DISCOUNT_PERCENT = 5;

/** Cents taken off a total for a payment method, rounded to the nearest cent. */
export function methodDiscountCents(totalCents: number, method: PaymentMethod): number {
  if (method === 'credit_card') return 0;
  return Math.round((totalCents * PIX_BOLETO_DISCOUNT_PERCENT) / 100);
}
