import { create } from 'zustand';
import { fetchSubscriptionState, type SubscriptionAccess, type SubscriptionState } from './mySubscription';

/**
 * The window event 'Meu Plano' (mf-dashboard) dispatches after it changes the subscription (a
 * cancellation): the shell reads the state again. Both sides spell it the same way.
 */
export const SUBSCRIPTION_CHANGED_EVENT = 'subscriptionChanged';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface SubscriptionStore {
  /** Whose state this is: a different customer signing in starts over. */
  userId: string | null;
  load: LoadStatus;
  state: SubscriptionState | null;
}

export const useSubscriptionStore = create<SubscriptionStore>()(() => ({ userId: null, load: 'idle', state: null }));

// Only the newest read may write: an older answer arriving late is dropped.
let latestRead = 0;

/** Reads the customer's state. A failure is logged and leaves full access (see accessOf). */
export async function loadSubscription(userId: string): Promise<void> {
  const read = ++latestRead;
  useSubscriptionStore.setState((s) => ({
    userId,
    load: 'loading',
    // A refresh keeps showing what it knew of the same customer until the answer arrives.
    state: s.userId === userId ? s.state : null,
  }));
  try {
    const state = await fetchSubscriptionState();
    if (read === latestRead) useSubscriptionStore.setState({ load: 'ready', state });
  } catch (err) {
    console.warn('[shell] my_subscription', err);
    if (read === latestRead) useSubscriptionStore.setState({ load: 'failed', state: null });
  }
}

/** Until the state is known, or when it could not be read, nobody is held back. */
export function accessOf({ state }: Pick<SubscriptionStore, 'state'>): SubscriptionAccess {
  return state?.access ?? 'full';
}

/** The billing banner shows for an overdue charge or a suspension. */
export function bannerShown({ state }: Pick<SubscriptionStore, 'state'>): boolean {
  return Boolean(state && (state.access === 'restricted' || state.overdue));
}
