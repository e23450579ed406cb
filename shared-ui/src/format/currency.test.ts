import { formatBRL } from './currency';

// Intl separates 'R$' from the amount with a non-breaking space (U+00A0).
const NBSP = '\u00A0';

describe('formatBRL', () => {
  it.each([
    [1234.56, `R$${NBSP}1.234,56`],
    [0, `R$${NBSP}0,00`],
    [97, `R$${NBSP}97,00`],
    [0.5, `R$${NBSP}0,50`],
    [1234567.891, `R$${NBSP}1.234.567,89`],
    [-15.5, `-R$${NBSP}15,50`],
  ])('%p → %p', (value, expected) => {
    expect(formatBRL(value)).toBe(expected);
  });

  it('reads as "R$ 1.234,56" once the space is normalised', () => {
    expect(formatBRL(1234.56).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
  });

  it('gives an empty string for NaN and infinities', () => {
    expect(formatBRL(Number.NaN)).toBe('');
    expect(formatBRL(Infinity)).toBe('');
  });
});
