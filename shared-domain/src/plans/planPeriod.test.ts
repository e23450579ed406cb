import { PLAN_MONTHS } from '../testing/planMonths.ts';
import { PLAN_PERIODS } from './planPeriod.ts';

describe('PLAN_MONTHS', () => {
  it('has the month multiplier of every period', () => {
    expect(PLAN_MONTHS).toEqual({ mensal: 1, semestral: 6, anual: 12, personalizado: 1 });
    expect(Object.keys(PLAN_MONTHS).sort()).toEqual([...PLAN_PERIODS].sort());
  });
});
