import { formatBRL, toCents } from '../pricing/money.ts';
import { CHECKOUT_PLANS, findCheckoutPlan, isPayablePlan } from './checkoutPlans.ts';
import { PLAN_MONTHS } from '../testing/planMonths.ts';
import { PLAN_PERIODS } from './planPeriod.ts';

describe('CHECKOUT_PLANS', () => {
  it('has one plan per period, in the order the checkout shows them', () => {
    expect(CHECKOUT_PLANS.map((p) => p.period)).toEqual([...PLAN_PERIODS]);
  });

  it.each(CHECKOUT_PLANS.map((p) => [p.period, p] as const))(
    '%s: totalPrice = priceNumber × months − discount',
    (_period, plan) => {
      const expected = toCents(plan.priceNumber) * PLAN_MONTHS[plan.period] - toCents(plan.discount);
      expect(toCents(plan.totalPrice)).toBe(expected);
    },
  );

  it('holds the plan amounts', () => {
    const byPeriod = Object.fromEntries(CHECKOUT_PLANS.map((p) => [p.period, p]));
    expect(byPeriod.mensal).toMatchObject({ priceNumber: 97, totalPrice: 97, discount: 0, trialDays: 7 });
    expect(byPeriod.semestral).toMatchObject({ priceNumber: 97, totalPrice: 485, discount: 97 });
    expect(byPeriod.anual).toMatchObject({ priceNumber: 97, totalPrice: 970, discount: 194 });
    expect(byPeriod.personalizado).toMatchObject({ priceNumber: 0, totalPrice: 0, discount: 0 });
  });

  it('has the billing texts', () => {
    expect(CHECKOUT_PLANS.map((p) => p.billingText)).toEqual([
      'cobrado mensalmente após período de teste',
      'cobrado semestralmente',
      'cobrado anualmente',
      'Valores personalizados conforme proposta',
    ]);
  });

  it('shows the amount charged per period as the price text', () => {
    for (const plan of CHECKOUT_PLANS.filter(isPayablePlan)) {
      expect(plan.price).toBe(formatBRL(plan.totalPrice));
    }
    expect(findCheckoutPlan('personalizado')?.price).toBe('Sob consulta');
  });

  it('states the saving of the longer periods as formatBRL writes the discount', () => {
    for (const plan of CHECKOUT_PLANS.filter((p) => p.discount > 0)) {
      expect(plan.features).toContain(
        `Economia de ${formatBRL(plan.discount)} no ${plan.period === 'anual' ? 'ano' : 'semestre'}`,
      );
    }
  });

  it('lists the plan benefits on every paid plan', () => {
    for (const plan of CHECKOUT_PLANS.filter(isPayablePlan)) {
      expect(plan.features).toEqual(
        expect.arrayContaining([
          'Até 500 atendimentos por mês',
          '1 número de WhatsApp',
          'Agente de IA básico',
          'Suporte por e-mail',
        ]),
      );
    }
  });

  it('cannot be mutated by one app for the others', () => {
    const plan = CHECKOUT_PLANS[0];
    expect(Object.isFrozen(CHECKOUT_PLANS)).toBe(true);
    expect(Object.isFrozen(plan)).toBe(true);
    expect(Object.isFrozen(plan.features)).toBe(true);
  });
});

describe('findCheckoutPlan', () => {
  it('finds each period', () => {
    expect(findCheckoutPlan('anual')?.name).toBe('Anual');
    expect(findCheckoutPlan('mensal')?.totalPrice).toBe(97);
  });

  it.each(['', 'Anual', 'trimestral', 'enterprise', null, undefined])('returns undefined for %p', (value) => {
    expect(findCheckoutPlan(value)).toBeUndefined();
  });
});

describe('isPayablePlan', () => {
  it('is false only for the custom plan', () => {
    expect(CHECKOUT_PLANS.filter((p) => !isPayablePlan(p)).map((p) => p.period)).toEqual(['personalizado']);
  });
});
