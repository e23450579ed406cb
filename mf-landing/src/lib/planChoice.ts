import { MOUNTS } from 'shared-build/paths';
import { findLandingPlan, type LandingPlan } from 'shared-domain/landing-plans';

/** How long the "plan selected" toast stays. */
export const PLAN_TOAST_MS = 1500;
/** Delay between the choice and the move to the checkout. */
export const PLAN_NAVIGATE_DELAY_MS = 500;

/** The periods a landing plan card can choose: mensal, semestral, anual. */
export type LandingPeriod = LandingPlan['period'];

/** The checkout route for a plan: /checkout?plan={period}. */
export function checkoutPath(period: LandingPeriod): string {
  return `${MOUNTS.mf_checkout}?${new URLSearchParams({ plan: period }).toString()}`;
}

/** 'Plano Anual selecionado! Redirecionando para o checkout...' */
export function planSelectedMessage(period: LandingPeriod): string {
  const name = findLandingPlan(period)?.name ?? period;
  return `Plano ${name} selecionado! Redirecionando para o checkout...`;
}
