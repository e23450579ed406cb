/** Plan periods, as they appear in /checkout?plan={period} and in subscriptions.plan. */
export const PLAN_PERIODS = ['mensal', 'semestral', 'anual', 'personalizado'] as const;

export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export function isPlanPeriod(value: unknown): value is PlanPeriod {
  return typeof value === 'string' && (PLAN_PERIODS as readonly string[]).includes(value);
}

/**
 * Months one payment of the plan covers. Spec 1 §9 multiplies by 12 (anual), 6 (semestral) "or 1",
 * so the custom plan counts as one month: its price is set by a proposal, not by this table.
 */
export const PLAN_MONTHS: Readonly<Record<PlanPeriod, number>> = Object.freeze({
  mensal: 1,
  semestral: 6,
  anual: 12,
  personalizado: 1,
});
