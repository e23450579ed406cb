// One formatter instance: building Intl.NumberFormat per call is slow in long tables.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 1234.56 → 'R$ 1.234,56'. Intl puts a non-breaking space (U+00A0) after 'R$', which keeps the symbol
 * and the amount on one line. Non-finite input gives ''.
 */
export function formatBRL(value: number): string {
  if (!Number.isFinite(value)) return '';
  return brl.format(value);
}
