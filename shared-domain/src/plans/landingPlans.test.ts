import { toCents } from '../pricing/money.ts';
import { findLandingPlan, LANDING_PLANS, LANDING_REFERENCE_MONTHLY_PRICE } from './landingPlans.ts';
import { PLAN_MONTHS } from '../testing/planMonths.ts';

describe('LANDING_PLANS', () => {
  it('keeps the numbers the landing copy quotes', () => {
    expect(LANDING_PLANS).toEqual([
      expect.objectContaining({ period: 'mensal', monthlyPrice: 69.9, discountPercent: 0, totalPrice: 69.9 }),
      expect.objectContaining({
        period: 'semestral',
        monthlyPrice: 62.9,
        discountPercent: 10,
        totalPrice: 377.4,
        quotedInstallments: { count: 6, total: 534.6 },
      }),
      expect.objectContaining({
        period: 'anual',
        monthlyPrice: 55.9,
        discountPercent: 20,
        totalPrice: 670.8,
        quotedInstallments: { count: 12, total: 950.4 },
      }),
    ]);
    expect(LANDING_REFERENCE_MONTHLY_PRICE).toBe(99);
  });

  it.each(LANDING_PLANS.map((p) => [p.period, p] as const))('%s: total is monthly price × months', (_p, plan) => {
    expect(plan.months).toBe(PLAN_MONTHS[plan.period]);
    expect(toCents(plan.totalPrice)).toBe(toCents(plan.monthlyPrice) * plan.months);
  });

  it.each(LANDING_PLANS.filter((p) => p.quotedInstallments).map((p) => [p.period, p] as const))(
    '%s: the quoted instalment total is the reference price less the discount',
    (_p, plan) => {
      const expected = (toCents(LANDING_REFERENCE_MONTHLY_PRICE) * plan.months * (100 - plan.discountPercent)) / 100;
      expect(toCents(plan.quotedInstallments!.total)).toBe(expected);
      expect(plan.quotedInstallments!.count).toBe(plan.months);
    },
  );

  it('is frozen', () => {
    expect(Object.isFrozen(LANDING_PLANS)).toBe(true);
    expect(Object.isFrozen(LANDING_PLANS[1])).toBe(true);
    expect(Object.isFrozen(LANDING_PLANS[1].quotedInstallments)).toBe(true);
  });
});

describe('findLandingPlan', () => {
  it('finds by period and has no custom plan', () => {
    expect(findLandingPlan('anual')?.monthlyPrice).toBe(55.9);
    expect(findLandingPlan('personalizado')).toBeUndefined();
  });
});
