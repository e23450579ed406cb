import { formatBRL } from './money.ts';
import { maxInstallments } from './installments.ts';
import type { PaymentMethod } from './paymentMethod.ts';
import { quote, type PricedPlan } from './quote.ts';

export interface InstallmentOption {
  value: number;
  /** '3x de R$ 323,33 sem juros' (with Intl's non-breaking space after R$). */
  label: string;
}

/** Options for the instalment select; empty when there is nothing to charge (custom plan). */
export function installmentOptions(plan: PricedPlan, method: PaymentMethod): InstallmentOption[] {
  if (!(plan.totalPrice > 0)) return [];
  const options: InstallmentOption[] = [];
  for (let n = 1; n <= maxInstallments(plan.period, method); n++) {
    options.push({ value: n, label: `${n}x de ${formatBRL(quote(plan, method, n).installmentValue)} sem juros` });
  }
  return options;
}
