/** Plan periods, as they appear in /checkout?plan={period} and in subscriptions.plan. */
export const PLAN_PERIODS = ['mensal', 'semestral', 'anual', 'personalizado'] as const;

export type PlanPeriod = (typeof PLAN_PERIODS)[number];
