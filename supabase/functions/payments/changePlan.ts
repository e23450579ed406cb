// A change of plan from 'Meu Plano' (or any checkout of a customer who already has a running
// subscription): the provider subscription is changed from its next charge (new value, cycle and
// description; the charges already generated keep theirs), nothing is charged now, and the local row
// records the pending change until the first charge at the new value appears (see the webhook).
import { asaas } from '../_shared/asaas.ts';
import { BILLING_TYPE_BY_METHOD, quote, type CheckoutUpgradeResult } from '../_shared/domain.ts';
import { admin, must, type AuthUser } from '../_shared/supabase.ts';
import { cardFields, planCycle, productDescription } from './provider.ts';
import type { PaymentRequest } from './request.ts';

export interface LiveSubscription {
  id: string;
  plan: string;
  value: number;
  cycle: string | null;
  provider_subscription_id: string;
}

/** The user's running subscription at the provider (trialing, active, overdue or suspended), if any. */
export async function liveSubscription(userId: string): Promise<LiveSubscription | null> {
  const row = must(
    await admin()
      .from('subscriptions')
      .select('id, plan, value, cycle, provider_subscription_id')
      .eq('user_id', userId)
      .in('status', ['trialing', 'active', 'overdue', 'suspended'])
      .not('provider_subscription_id', 'is', null)
      .maybeSingle(),
  );
  return row ? { ...row, value: Number(row.value), provider_subscription_id: row.provider_subscription_id! } : null;
}

export async function changePlan(
  r: PaymentRequest,
  user: AuthUser,
  current: LiveSubscription,
  remoteIp: string,
): Promise<CheckoutUpgradeResult> {
  const { cycle } = planCycle(r.plan);
  const value = quote(r.plan, r.method, 1).final;
  if (r.card) {
    // A new card pays the next charges (checked by the provider as a payment's would be).
    await asaas.updateSubscriptionCard(current.provider_subscription_id, cardFields(r, user.email, remoteIp));
  }
  const changed = await asaas.updateSubscription(current.provider_subscription_id, {
    value,
    cycle,
    description: productDescription(r.plan.name),
    billingType: BILLING_TYPE_BY_METHOD[r.method],
    updatePendingPayments: false,
  });
  const same = current.plan === r.plan.period && current.value === value && current.cycle === cycle;
  const effectiveOn = changed.nextDueDate ?? null;
  must(
    await admin()
      .from('subscriptions')
      .update(
        same
          ? { pending_plan: null, pending_value: null, pending_cycle: null, change_effective_on: null }
          : {
              pending_plan: r.plan.period,
              pending_value: value,
              pending_cycle: cycle,
              change_effective_on: effectiveOn,
            },
      )
      .eq('id', current.id),
  );
  return { upgrade: { plan: r.plan.period, value, cycle, effectiveOn } };
}
