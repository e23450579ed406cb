import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from 'shared-auth';
import { subscriptionQuery } from 'shared-auth/query';
import type { MySubscription } from 'shared-domain';

/** How often a PIX waiting for payment asks whether the subscription is active. */
export const PIX_POLL_MS = 3000;

/** Every state my_subscription() gives some access counts as active (as hasActiveSubscription). */
const isActive = (s: MySubscription | undefined) => s !== undefined && s.access !== 'none';

/**
 * Whether the signed-in customer's subscription is active, asked again every few seconds until it
 * is (the payment webhook activates it): a paid PIX shows without a reload, and the shell's banner
 * and guard, which read the same query, see it too. A failed check is simply asked again.
 */
export function useSubscriptionActive(enabled: boolean): boolean {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const { data } = useQuery({
    ...subscriptionQuery(userId ?? ''),
    enabled: enabled && userId !== null,
    refetchInterval: (query) => (isActive(query.state.data) ? false : PIX_POLL_MS),
  });
  return enabled && isActive(data);
}
