import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { loadSubscription, SUBSCRIPTION_CHANGED_EVENT, useSubscriptionStore } from './subscriptionStore';

/** An unpaid charge on screen: the customer may be paying it in the provider's tab right now. */
function awaitingPayment(): boolean {
  const { state } = useSubscriptionStore.getState();
  return Boolean(state && (state.overdue || state.access === 'restricted'));
}

/**
 * Keeps the subscription state of the signed-in customer: read when the customer area opens with a
 * known session (with the chrome, beside the profile's read), again when 'Meu Plano' says it changed, on the
 * next navigation after a failed read, and when the customer comes back to the tab while a charge
 * is unpaid (paying the invoice happens in another tab).
 */
export function useSubscriptionSync() {
  // From the session on: the read runs beside the profile's, so the banner comes with the page.
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (userId) void loadSubscription(userId);
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    const { userId: known, load } = useSubscriptionStore.getState();
    if (known === userId && load === 'failed') void loadSubscription(userId);
  }, [userId, pathname]);

  useEffect(() => {
    if (!userId) return;
    const reload = () => void loadSubscription(userId);
    const reloadIfUnpaid = () => {
      if (document.visibilityState === 'visible' && awaitingPayment()) reload();
    };
    window.addEventListener(SUBSCRIPTION_CHANGED_EVENT, reload);
    document.addEventListener('visibilitychange', reloadIfUnpaid);
    return () => {
      window.removeEventListener(SUBSCRIPTION_CHANGED_EVENT, reload);
      document.removeEventListener('visibilitychange', reloadIfUnpaid);
    };
  }, [userId]);
}
