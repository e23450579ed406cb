import { CHECKOUT_PLANS, findCheckoutPlan, type CheckoutPlan } from 'shared-domain';

/** What the dashboard's 'Fazer Upgrade do Plano' and a plan choice may put in navigation state. */
export interface CheckoutNavigationState {
  /** A period ('anual') or a plan object with one. */
  plan?: unknown;
  fromUpgrade?: boolean;
  /** Name of the plan the customer has now ('Mensal'). */
  currentPlan?: string;
}

export type PlanResolution =
  { plan: CheckoutPlan; unknownQuery: string | null } | { plan: null; unknownQuery: string | null };

function periodOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { period?: unknown }).period === 'string') {
    return (value as { period: string }).period;
  }
  return null;
}

/** The plan after the customer's current one in the catalogue (an upgrade), or the last paid plan. */
function upgradeFrom(currentName: string | undefined): CheckoutPlan | undefined {
  const paid = CHECKOUT_PLANS.filter((p) => p.totalPrice > 0);
  // The plan screen sends the provider's plan name ('Plano Mensal'); the catalogue says 'Mensal'.
  const current = currentName
    ?.trim()
    .replace(/^plano\s+/i, '')
    .toLowerCase();
  const index = paid.findIndex((p) => p.name.toLowerCase() === current);
  return paid[Math.min(index + 1, paid.length - 1)] ?? paid[paid.length - 1];
}

/**
 * The `plan` query names the plan; otherwise navigation state does; with neither the
 * visitor goes back to / (plan null). An unknown query value is reported, not fatal: the state may
 * still give a plan. An upgrade from the dashboard without a plan proposes the next one up.
 */
export function resolvePlan(query: string | null, state: unknown): PlanResolution {
  const unknownQuery = query !== null && !findCheckoutPlan(query) ? query : null;
  const fromQuery = findCheckoutPlan(query);
  if (fromQuery) return { plan: fromQuery, unknownQuery };
  const nav = (state && typeof state === 'object' ? state : {}) as CheckoutNavigationState;
  const fromState = findCheckoutPlan(periodOf(nav.plan));
  if (fromState) return { plan: fromState, unknownQuery };
  if (nav.fromUpgrade) return { plan: upgradeFrom(nav.currentPlan) ?? null, unknownQuery } as PlanResolution;
  return { plan: null, unknownQuery };
}
