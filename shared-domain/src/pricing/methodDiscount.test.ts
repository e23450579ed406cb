import { methodDiscountCents, PIX_BOLETO_DISCOUNT_PERCENT } from './methodDiscount.ts';

describe('methodDiscountCents', () => {
  it('is 5% for PIX and boleto', () => {
    expect(PIX_BOLETO_DISCOUNT_PERCENT).toBe(5);
    expect(methodDiscountCents(9700, 'pix')).toBe(485);
    expect(methodDiscountCents(48500, 'boleto')).toBe(2425);
    expect(methodDiscountCents(97000, 'pix')).toBe(4850);
  });

  it('rounds to the nearest cent', () => {
    expect(methodDiscountCents(6990, 'pix')).toBe(350); // 349.5
    expect(methodDiscountCents(37740, 'boleto')).toBe(1887);
    expect(methodDiscountCents(1, 'pix')).toBe(0);
  });

  it('is nothing for the credit card', () => {
    expect(methodDiscountCents(97000, 'credit_card')).toBe(0);
  });
});
