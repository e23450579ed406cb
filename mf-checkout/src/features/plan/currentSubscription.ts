import { useEffect } from 'react';
import { create } from 'zustand';
import { useAuthStore } from 'shared-auth';
import { getSupabase } from 'shared-auth/client';
import type { MySubscription } from 'shared-domain';

/** The subscription the provider is still charging: the checkout changes it instead of starting one. */
const LIVE: readonly string[] = ['trialing', 'active', 'overdue', 'suspended'];

export function isLiveSubscription(s: MySubscription | null): s is MySubscription {
  return Boolean(s && LIVE.includes(s.status));
}

/** The signed-in customer's subscription (rpc my_subscription: own row only). */
export async function fetchCurrentSubscription(): Promise<MySubscription | null> {
  const { data, error } = await getSupabase().rpc('my_subscription');
  if (error) throw new Error(error.message);
  const answer = data as Partial<MySubscription> | null;
  return answer && typeof answer.status === 'string' ? (answer as MySubscription) : null;
}

interface CurrentSubscriptionStore {
  userId: string | null;
  /** Known once read; null until then, and for a visitor or a customer without a subscription. */
  subscription: MySubscription | null;
  loaded: boolean;
}

export const useCurrentSubscriptionStore = create<CurrentSubscriptionStore>()(() => ({
  userId: null,
  subscription: null,
  loaded: false,
}));

/**
 * The signed-in customer's current subscription, read once per customer: the order summary and the
 * payment step both ask. A failed read counts as none: the page then reads as a purchase, but the
 * payment function looks again and changes the running subscription instead of starting a second
 * one (and the confirmation says so).
 */
export function useCurrentSubscription(): { subscription: MySubscription | null; loaded: boolean } {
  const userId = useAuthStore((s) => (s.loading ? null : (s.user?.id ?? null)));
  const held = useCurrentSubscriptionStore();

  useEffect(() => {
    if (!userId || useCurrentSubscriptionStore.getState().userId === userId) return;
    useCurrentSubscriptionStore.setState({ userId, subscription: null, loaded: false });
    fetchCurrentSubscription()
      .catch((err: unknown) => {
        console.warn('[checkout] my_subscription', err);
        return null;
      })
      .then((subscription) => {
        if (useCurrentSubscriptionStore.getState().userId === userId) {
          useCurrentSubscriptionStore.setState({ subscription, loaded: true });
        }
      });
  }, [userId]);

  if (!userId || held.userId !== userId) return { subscription: null, loaded: !userId };
  return { subscription: held.subscription, loaded: held.loaded };
}
