import { formatCount, formatOccupancyTrend, formatPercent, formatRating } from './formatFigures';

describe('home figures in pt-BR', () => {
  it('formats percentages with a decimal comma', () => {
    expect(formatPercent(72.5)).toBe('72,5%');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('groups thousands with a dot', () => {
    expect(formatCount(1234)).toBe('1.234');
  });

  it('shows the rating on the 0–10 scale', () => {
    expect(formatRating(8.7)).toBe('8,7/10');
  });

  it('computes the occupancy trend label from the real difference, not a fixed +5.2%', () => {
    expect(formatOccupancyTrend(5.2)).toBe('+5,2 p.p. vs mês anterior');
    expect(formatOccupancyTrend(-3)).toBe('-3,0 p.p. vs mês anterior');
    expect(formatOccupancyTrend(0)).toBe('Estável vs mês anterior');
    expect(formatOccupancyTrend(null)).toBeNull();
  });
});
