import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { subscriptionQuery } from 'shared-auth/query';
import type { MySubscription } from 'shared-domain';
import { bannerShown } from './subscriptionAccess';

/**
 * The signed-in customer's subscription state, null until known or when it could not be read. Read
 * once when the customer area opens with a known session (beside the profile's read), again when a page
 * invalidates it (SUBSCRIPTION_KEY: 'Meu Plano' after a cancellation, the checkout after a purchase), on
 * the next navigation after a failed read (`retryOnNavigation`, for the one caller that owns it), and
 * when the customer comes back to the tab while a charge is unpaid (paying happens in another tab).
 */
export function useSubscriptionState({ retryOnNavigation = false } = {}): MySubscription | null {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const { pathname } = useLocation();
  const { data, isError, refetch } = useQuery({
    ...subscriptionQuery(userId ?? ''),
    enabled: userId !== null,
    refetchOnWindowFocus: (query) => (bannerShown(query.state.data) ? 'always' : false),
    meta: { errorLabel: '[shell] my_subscription' },
  });

  // Only a navigation retries (an effect event reads the failure without reacting to it: no loop).
  const retry = useEffectEvent(() => {
    if (retryOnNavigation && isError) void refetch();
  });
  useEffect(() => retry(), [pathname]);

  return data ?? null;
}
