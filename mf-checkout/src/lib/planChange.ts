import type { CheckoutPlan, MySubscription } from 'shared-domain';
import { formatDateBR } from 'shared-ui/dates';
import { isLiveSubscription, useCurrentSubscription } from './currentSubscription';

/** 'Seu plano muda para Plano Anual a partir de 05/12/2026. Nenhuma cobrança agora.' */
export function planChangeText(planName: string, effectiveOn: string | null): string {
  const from = effectiveOn ? `de ${formatDateBR(effectiveOn)}` : 'da próxima cobrança';
  return `Seu plano muda para ${planName} a partir ${from}. Nenhuma cobrança agora.`;
}

export const SAME_PLAN_TEXT = 'Este já é o seu plano atual.';

export interface PlanChange {
  current: MySubscription;
  /** The chosen plan is the one the customer has, with no change waiting: nothing to do. */
  samePlan: boolean;
  text: string;
}

/**
 * The checkout of a customer whose subscription is running changes that subscription from its next
 * charge (the payment function does the same whether or not the visit came from 'Fazer Upgrade do
 * Plano'). Null for a purchase, and while the current subscription is not known yet.
 */
export function usePlanChange(plan: CheckoutPlan): PlanChange | null {
  const { subscription, changeDate } = useCurrentSubscription();
  if (!isLiveSubscription(subscription)) return null;
  const samePlan = subscription.plan === plan.period && !subscription.pendingChange;
  return {
    current: subscription,
    samePlan,
    text: samePlan ? SAME_PLAN_TEXT : planChangeText(`Plano ${plan.name}`, changeDate),
  };
}
