import { CHECKOUT_PLANS, findCheckoutPlan } from '../plans/checkoutPlans.ts';
import { LANDING_PLANS } from '../plans/landingPlans.ts';
import { quote } from './quote.ts';

const mensal = findCheckoutPlan('mensal')!;
const semestral = findCheckoutPlan('semestral')!;
const anual = findCheckoutPlan('anual')!;
const personalizado = findCheckoutPlan('personalizado')!;

describe('quote', () => {
  it('charges the full total on the card, in one instalment by default', () => {
    expect(quote(mensal, 'credit_card')).toEqual({
      total: 97,
      discount: 0,
      final: 97,
      installments: 1,
      installmentValue: 97,
    });
  });

  it('splits the card total without interest', () => {
    expect(quote(anual, 'credit_card', 12)).toEqual({
      total: 970,
      discount: 0,
      final: 970,
      installments: 12,
      installmentValue: 80.83,
    });
    expect(quote(semestral, 'credit_card', 6).installmentValue).toBe(80.83);
    expect(quote(anual, 'credit_card', 10).installmentValue).toBe(97);
  });

  it('takes 5% off for PIX and boleto and returns the savings', () => {
    expect(quote(mensal, 'pix')).toEqual({
      total: 97,
      discount: 4.85,
      final: 92.15,
      installments: 1,
      installmentValue: 92.15,
    });
    expect(quote(semestral, 'boleto')).toEqual({
      total: 485,
      discount: 24.25,
      final: 460.75,
      installments: 1,
      installmentValue: 460.75,
    });
    expect(quote(anual, 'pix')).toMatchObject({ discount: 48.5, final: 921.5 });
  });

  it('has no float drift on the landing prices', () => {
    const landingAnual = LANDING_PLANS.find((p) => p.period === 'anual')!;
    expect(quote(landingAnual, 'pix')).toMatchObject({ total: 670.8, discount: 33.54, final: 637.26 });
    const landingMensal = LANDING_PLANS.find((p) => p.period === 'mensal')!;
    expect(quote(landingMensal, 'boleto')).toMatchObject({ total: 69.9, discount: 3.5, final: 66.4 });
  });

  it('keeps discount + final = total for every plan and method', () => {
    for (const plan of CHECKOUT_PLANS) {
      for (const method of ['credit_card', 'pix', 'boleto'] as const) {
        const q = quote(plan, method);
        expect(Math.round(q.discount * 100) + Math.round(q.final * 100)).toBe(Math.round(q.total * 100));
      }
    }
  });

  it('prices the custom plan at zero', () => {
    expect(quote(personalizado, 'credit_card')).toMatchObject({ total: 0, final: 0, installmentValue: 0 });
  });

  it.each([
    ['anual', 'credit_card', 13],
    ['semestral', 'credit_card', 7],
    ['mensal', 'credit_card', 2],
    ['anual', 'pix', 2],
    ['anual', 'boleto', 12],
    ['anual', 'credit_card', 0],
    ['anual', 'credit_card', 2.5],
    ['anual', 'credit_card', NaN],
  ] as const)('throws for %s/%s in %p instalments', (period, method, installments) => {
    expect(() => quote(findCheckoutPlan(period)!, method, installments)).toThrow(RangeError);
  });

  it('throws for a negative or non-numeric price', () => {
    expect(() => quote({ period: 'mensal', totalPrice: -1 }, 'pix')).toThrow(RangeError);
    expect(() => quote({ period: 'mensal', totalPrice: NaN }, 'pix')).toThrow(RangeError);
  });
});
