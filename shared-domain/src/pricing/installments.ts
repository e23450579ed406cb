import type { PaymentMethod } from './paymentMethod.ts';

/** Interest-free card instalments per plan period; any other period gets 1. */
const CARD_MAX_INSTALLMENTS: Readonly<Record<string, number>> = Object.freeze({
  anual: 12,
  semestral: 6,
  mensal: 1,
});

/** PIX and boleto are always paid at once; only the credit card splits. */
export function maxInstallments(period: string, method: PaymentMethod): number {
  if (method !== 'credit_card') return 1;
  return Object.hasOwn(CARD_MAX_INSTALLMENTS, period) ? CARD_MAX_INSTALLMENTS[period] : 1;
}
