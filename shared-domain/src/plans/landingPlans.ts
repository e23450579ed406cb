import type { PlanPeriod } from './planPeriod.ts';

/**
 * A plan card of the landing page. The product keeps this catalogue alongside the checkout's, with
 * other prices; both stand, so each number the copy quotes is kept as data, not derived.
 */
export interface LandingPlan {
  name: string;
  period: Exclude<PlanPeriod, 'personalizado'>;
  /** Price per month in reais. */
  monthlyPrice: number;
  /** Percentage off, as shown on the card (10 means 10%). */
  discountPercent: number;
  /** Reais for the whole period: monthlyPrice × months. */
  totalPrice: number;
  months: number;
  /**
   * The instalment total the copy also quotes ('534,60 em 6x'). It is the reference price less the
   * discount (99.00 × 6 × 0.9 = 534.60; 99.00 × 12 × 0.8 = 950.40), not totalPrice.
   */
  quotedInstallments: { count: number; total: number } | null;
}

/** The "from" price per month the landing copy compares against. */
export const LANDING_REFERENCE_MONTHLY_PRICE = 99;

function plan(entry: LandingPlan): LandingPlan {
  return Object.freeze({
    ...entry,
    quotedInstallments: entry.quotedInstallments && Object.freeze(entry.quotedInstallments),
  });
}

export const LANDING_PLANS: readonly LandingPlan[] = Object.freeze([
  plan({
    name: 'Mensal',
    period: 'mensal',
    monthlyPrice: 69.9,
    discountPercent: 0,
    totalPrice: 69.9,
    months: 1,
    quotedInstallments: null,
  }),
  plan({
    name: 'Semestral',
    period: 'semestral',
    monthlyPrice: 62.9,
    discountPercent: 10,
    totalPrice: 377.4,
    months: 6,
    quotedInstallments: { count: 6, total: 534.6 },
  }),
  plan({
    name: 'Anual',
    period: 'anual',
    monthlyPrice: 55.9,
    discountPercent: 20,
    totalPrice: 670.8,
    months: 12,
    quotedInstallments: { count: 12, total: 950.4 },
  }),
]);

export function findLandingPlan(period: string): LandingPlan | undefined {
  return LANDING_PLANS.find((p) => p.period === period);
}
