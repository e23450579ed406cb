import { clampInstallments, maxInstallments } from './installments.ts';

describe('maxInstallments', () => {
  it.each([
    ['anual', 12],
    ['semestral', 6],
    ['mensal', 1],
    ['personalizado', 1],
    ['trimestral', 1],
    ['', 1],
    ['toString', 1],
  ])('credit card, %p: %p', (period, max) => {
    expect(maxInstallments(period, 'credit_card')).toBe(max);
  });

  it.each(['anual', 'semestral', 'mensal', 'personalizado'])('PIX and boleto are always 1 (%s)', (period) => {
    expect(maxInstallments(period, 'pix')).toBe(1);
    expect(maxInstallments(period, 'boleto')).toBe(1);
  });
});

describe('clampInstallments', () => {
  it('keeps values in range', () => {
    expect(clampInstallments('anual', 'credit_card', 5)).toBe(5);
  });

  it('caps at the maximum and at 1', () => {
    expect(clampInstallments('anual', 'credit_card', 24)).toBe(12);
    expect(clampInstallments('semestral', 'credit_card', 12)).toBe(6);
    expect(clampInstallments('anual', 'pix', 12)).toBe(1);
    expect(clampInstallments('anual', 'credit_card', 0)).toBe(1);
    expect(clampInstallments('anual', 'credit_card', -3)).toBe(1);
  });

  it('drops fractions and falls back to 1 for non-numbers', () => {
    expect(clampInstallments('anual', 'credit_card', 3.7)).toBe(3);
    expect(clampInstallments('anual', 'credit_card', NaN)).toBe(1);
  });
});
