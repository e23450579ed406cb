import { isPlanPeriod, PLAN_MONTHS, PLAN_PERIODS } from './planPeriod.ts';

describe('isPlanPeriod', () => {
  it.each(['mensal', 'semestral', 'anual', 'personalizado'])('accepts %s', (period) => {
    expect(isPlanPeriod(period)).toBe(true);
  });

  it.each(['Mensal', 'ANUAL', ' anual', 'trimestral', '', null, undefined, 12])('rejects %p', (value) => {
    expect(isPlanPeriod(value)).toBe(false);
  });
});

describe('PLAN_MONTHS', () => {
  it('has the multipliers of spec 1 §9 for every period', () => {
    expect(PLAN_MONTHS).toEqual({ mensal: 1, semestral: 6, anual: 12, personalizado: 1 });
    expect(Object.keys(PLAN_MONTHS).sort()).toEqual([...PLAN_PERIODS].sort());
  });
});
