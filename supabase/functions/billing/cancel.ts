// 'Cancelar assinatura': the provider subscription is ended (no more charges, its pending ones
// removed) and the local row canceled; access lasts until the paid period's end, then the
// subscription expires (apply_subscription_deadlines). Canceling again answers the same state.
import { asaas, AsaasError } from '../_shared/asaas.ts';
import type { MySubscription } from '../_shared/domain.ts';
import { admin, must } from '../_shared/supabase.ts';

export async function subscriptionState(userId: string): Promise<MySubscription> {
  return must(await admin().rpc('subscription_state', { p_user: userId })) as unknown as MySubscription;
}

/** null: nothing to cancel. */
export async function cancelSubscription(userId: string): Promise<MySubscription | null> {
  const row = must(
    await admin()
      .from('subscriptions')
      .select('id, status, provider_subscription_id')
      .eq('user_id', userId)
      .in('status', ['pending', 'trialing', 'active', 'overdue', 'suspended', 'canceled'])
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
  if (!row) return null;
  if (row.status !== 'canceled') {
    if (row.provider_subscription_id) {
      await asaas.deleteSubscription(row.provider_subscription_id).catch((err) => {
        // Already gone at the provider: canceling it is done.
        if (!(err instanceof AsaasError && err.failure.kind === 'rejected' && err.failure.status === 404)) throw err;
      });
    }
    must(
      await admin()
        .from('subscriptions')
        .update({
          status: 'canceled',
          canceled_at: new Date().toISOString(),
          pending_plan: null,
          pending_value: null,
          pending_cycle: null,
          change_effective_on: null,
        })
        .eq('id', row.id)
        .neq('status', 'expired'),
    );
    must(await admin().rpc('refresh_subscription', { p_id: row.id }));
  }
  return subscriptionState(userId);
}
