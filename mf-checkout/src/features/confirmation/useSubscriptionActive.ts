import { useEffect, useState } from 'react';
import { useAuthStore } from 'shared-auth';
import { hasActiveSubscription } from 'shared-auth/client';

/** How often a PIX waiting for payment asks whether the subscription is active. */
export const PIX_POLL_MS = 3000;

/**
 * Whether the signed-in customer's subscription is active, asked again every few seconds until it
 * is (the payment webhook activates it): a paid PIX shows without a reload. A failed check is
 * simply asked again.
 */
export function useSubscriptionActive(enabled: boolean): boolean {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!enabled || !userId || active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      const now = await hasActiveSubscription(userId).catch(() => false);
      if (stopped) return;
      if (now) setActive(true);
      else timer = setTimeout(() => void check(), PIX_POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled, userId, active]);

  return active;
}
