// Money is handled in integer cents: 0.1 + 0.2 style drift must never reach a charge or a label.

// Built on first use, then reused: constructing the first Intl formatter of a page costs tens of
// milliseconds, which pages that show no money should not pay while they start.
let brl: Intl.NumberFormat | undefined;

/** Reais (as the catalogues and the payment provider write them) to integer cents. */
export function toCents(reais: number): number {
  if (!Number.isFinite(reais)) throw new RangeError(`Valor inválido: ${reais}`);
  // Rounding absorbs the binary error of values like 69.9 * 100 = 6990.000000000001.
  return Math.round(reais * 100);
}

/** Integer cents back to reais, for the provider's `value` and for display. */
export function fromCents(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Centavos devem ser inteiros: ${cents}`);
  return cents / 100;
}

/** 'R$ 1.234,50'. Intl puts a non-breaking space (U+00A0) after 'R$'. */
export function formatBRL(reais: number): string {
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(reais);
}
