import { formatBRL, fromCents, toCents } from './money.ts';

const NBSP = '\u00a0';

describe('toCents', () => {
  it.each([
    [97, 9700],
    [69.9, 6990],
    [62.9, 6290],
    [55.9, 5590],
    [534.6, 53460],
    [0.1 + 0.2, 30],
    [0, 0],
  ])('%p reais are %p cents', (reais, cents) => {
    expect(toCents(reais)).toBe(cents);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %p', (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  it('divides by 100', () => {
    expect(fromCents(48500)).toBe(485);
    expect(fromCents(485)).toBe(4.85);
  });

  it('rejects fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

describe('formatBRL', () => {
  it('formats pt-BR currency with a non-breaking space after R$', () => {
    expect(formatBRL(97)).toBe(`R$${NBSP}97,00`);
    expect(formatBRL(1234.5)).toBe(`R$${NBSP}1.234,50`);
  });

  it('builds its Intl formatter on first use only, then reuses it', async () => {
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    await jest.isolateModulesAsync(async () => {
      const money = await import('./money.ts');
      expect(NumberFormat).not.toHaveBeenCalled();
      expect(money.formatBRL(10)).toBe(`R$${NBSP}10,00`);
      expect(money.formatBRL(0.5)).toBe(`R$${NBSP}0,50`);
    });
    expect(NumberFormat).toHaveBeenCalledTimes(1);
    NumberFormat.mockRestore();
  });
});
