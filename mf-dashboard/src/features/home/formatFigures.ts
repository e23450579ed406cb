// pt-BR display of the home's figures. One formatter instance each: Intl objects are costly to build.
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const signedOneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const whole = new Intl.NumberFormat('pt-BR');

/** 72.5 → '72,5%'; 40 → '40%'. */
export function formatPercent(value: number): string {
  return `${oneDecimal.format(value)}%`;
}

/** 1234 → '1.234'. */
export function formatCount(value: number): string {
  return whole.format(value);
}

/** 8.7 → '8,7/10' (average rating on the 0–10 scale). */
export function formatRating(value: number): string {
  return `${oneDecimal.format(value)}/10`;
}

/**
 * The occupancy card's trend, computed from this month against the last (the original showed a
 * fixed '+5.2%'): 5.2 → '+5,2 p.p. vs mês anterior'; null (nothing to compare) → null.
 */
export function formatOccupancyTrend(points: number | null): string | null {
  if (points === null || !Number.isFinite(points)) return null;
  if (points === 0) return 'Estável vs mês anterior';
  return `${signedOneDecimal.format(points)} p.p. vs mês anterior`;
}
