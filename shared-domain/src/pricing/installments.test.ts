import { maxInstallments } from './installments.ts';

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
