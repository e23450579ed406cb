import { fromCents, toCents } from './money.ts';
import { maxInstallments } from './installments.ts';
import { methodDiscountCents } from './methodDiscount.ts';
import type { PaymentMethod } from './paymentMethod.ts';

/** What a plan needs for a price: its period (instalment limit) and its total in reais. */
export interface PricedPlan {
  period: string;
  totalPrice: number;
}

/** Amounts in reais, computed in cents. */
export interface Quote {
  /** Plan total before the method discount. */
  total: number;
  /** Savings of PIX/boleto, for the UI to display; 0 for the card. */
  discount: number;
  /** What is charged: total − discount. */
  final: number;
  installments: number;
  /**
   * final / installments rounded to the cent. The provider is sent the final total, so any
   * remainder cent (970 / 12) is its to distribute; this value is for the label.
   */
  installmentValue: number;
}

/**
 * Prices a plan for a method and instalment count. An out-of-range count throws rather than being
 * clamped: a charge must never silently use a count the customer did not choose.
 */
export function quote(plan: PricedPlan, method: PaymentMethod, installments = 1): Quote {
  const totalCents = toCents(plan.totalPrice);
  if (totalCents < 0) throw new RangeError(`Preço inválido: ${plan.totalPrice}`);
  const max = maxInstallments(plan.period, method);
  if (!Number.isInteger(installments) || installments < 1 || installments > max) {
    throw new RangeError(`Parcelas fora do intervalo 1–${max}: ${installments}`);
  }
  const discountCents = methodDiscountCents(totalCents, method);
  const finalCents = totalCents - discountCents;
  return {
    total: fromCents(totalCents),
    discount: fromCents(discountCents),
    final: fromCents(finalCents),
    installments,
    installmentValue: fromCents(Math.round(finalCents / installments)),
  };
}
