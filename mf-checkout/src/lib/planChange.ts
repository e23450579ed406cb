import { useEffect } from 'react';
import { useMySubscription } from 'shared-auth/query';
import type { CheckoutPlan, MySubscription } from 'shared-domain';
import { formatDateBR } from 'shared-ui/dates';
import { useChangeDate } from './api/getChangeDate';

/** The subscription the provider is still charging: the checkout changes it instead of starting one. */
const LIVE: readonly string[] = ['trialing', 'active', 'overdue', 'suspended'];

export function isLiveSubscription(s: MySubscription | null): s is MySubscription {
  return Boolean(s && LIVE.includes(s.status));
}

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
 * The signed-in customer's subscription (the customer area's one read of it, shared with the shell).
 * A failed read counts as none: the page then reads as a purchase, but the payment function looks
 * again and changes the running subscription instead of starting a second one (and the confirmation
 * says so). Null for a visitor.
 */
function useCurrentSubscription(): MySubscription | null {
  const { data, error } = useMySubscription();
  useEffect(() => {
    if (error) console.warn('[checkout] my_subscription', error);
  }, [error]);
  return error ? null : (data ?? null);
}

/**
 * The checkout of a customer whose subscription is running changes that subscription from its next
 * charge (the payment function does the same whether or not the visit came from 'Fazer Upgrade do
 * Plano'). Null for a purchase, and while the current subscription is not known yet.
 */
export function usePlanChange(plan: CheckoutPlan): PlanChange | null {
  const subscription = useCurrentSubscription();
  const live = isLiveSubscription(subscription);
  const changeDate = useChangeDate(live);
  if (!live) return null;
  const samePlan = subscription.plan === plan.period && !subscription.pendingChange;
  return {
    current: subscription,
    samePlan,
    text: samePlan ? SAME_PLAN_TEXT : planChangeText(`Plano ${plan.name}`, changeDate),
  };
}
