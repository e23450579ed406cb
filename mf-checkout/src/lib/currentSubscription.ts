import { useEffect } from 'react';
import { create } from 'zustand';
import { useAuthStore } from 'shared-auth';
import { getSupabase } from 'shared-auth/client';
import type { BillingSummary, MySubscription } from 'shared-domain';

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

/**
 * The date a change of plan would take effect: the provider subscription's next due date, after the
 * charges it has already generated (those keep their value). Asked of billing (GET), which reads
 * the provider; null when unknown.
 */
export async function fetchChangeDate(): Promise<string | null> {
  const { data, error } = await getSupabase().functions.invoke<BillingSummary>('billing', { method: 'GET' });
  if (error) throw error;
  return data?.plan?.nextDueDate ?? null;
}

interface CurrentSubscriptionStore {
  userId: string | null;
  /** Known once read; null until then, and for a visitor or a customer without a subscription. */
  subscription: MySubscription | null;
  /** For a running subscription: when a change of plan would apply (see fetchChangeDate). */
  changeDate: string | null;
  loaded: boolean;
}

export const useCurrentSubscriptionStore = create<CurrentSubscriptionStore>()(() => ({
  userId: null,
  subscription: null,
  changeDate: null,
  loaded: false,
}));

/** The subscription and, when it is running, the date a change would apply from. */
async function readCurrent(): Promise<Pick<CurrentSubscriptionStore, 'subscription' | 'changeDate'>> {
  const subscription = await fetchCurrentSubscription().catch((err: unknown) => {
    console.warn('[checkout] my_subscription', err);
    return null;
  });
  if (!isLiveSubscription(subscription)) return { subscription, changeDate: null };
  const changeDate = await fetchChangeDate().catch((err: unknown) => {
    console.warn('[checkout] billing', err);
    return null;
  });
  return { subscription, changeDate };
}

/**
 * The signed-in customer's current subscription, read once per customer: the order summary and the
 * payment step both ask. A failed read counts as none: the page then reads as a purchase, but the
 * payment function looks again and changes the running subscription instead of starting a second
 * one (and the confirmation says so).
 */
export function useCurrentSubscription(): Pick<CurrentSubscriptionStore, 'subscription' | 'changeDate' | 'loaded'> {
  const userId = useAuthStore((s) => (s.loading ? null : (s.user?.id ?? null)));
  const held = useCurrentSubscriptionStore();

  useEffect(() => {
    if (!userId || useCurrentSubscriptionStore.getState().userId === userId) return;
    useCurrentSubscriptionStore.setState({ userId, subscription: null, changeDate: null, loaded: false });
    void readCurrent().then((current) => {
      if (useCurrentSubscriptionStore.getState().userId === userId) {
        useCurrentSubscriptionStore.setState({ ...current, loaded: true });
      }
    });
  }, [userId]);

  if (!userId || held.userId !== userId) return { subscription: null, changeDate: null, loaded: !userId };
  return { subscription: held.subscription, changeDate: held.changeDate, loaded: held.loaded };
}
