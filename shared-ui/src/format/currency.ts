// One formatter instance: building Intl.NumberFormat per call is slow in long tables. Built on first
// use: the first Intl formatter of a page costs milliseconds, and most pages format no money at start.
let brl: Intl.NumberFormat | undefined;

/**
 * 1234.56 → 'R$ 1.234,56'. Intl puts a non-breaking space (U+00A0) after 'R$', which keeps the symbol
 * and the amount on one line. Non-finite input gives ''.
 */
export function formatBRL(value: number): string {
  if (!Number.isFinite(value)) return '';
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(value);
}
