import type { PlanPeriod } from '../plans/planPeriod.ts';

/**
 * Months one payment of the plan covers: annual 12, semiannual 6, anything else one, so the custom
 * plan counts as one month (its price is set by a proposal). The catalogues carry their totals
 * already; the tests hold each total to price × months − discount with this table.
 */
export const PLAN_MONTHS: Readonly<Record<PlanPeriod, number>> = Object.freeze({
  mensal: 1,
  semestral: 6,
  anual: 12,
  personalizado: 1,
});
