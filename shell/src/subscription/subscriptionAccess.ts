import type { MySubscription, SubscriptionAccess } from 'shared-domain';

/** Until the state is known, or when it could not be read, nobody is held back. */
export function accessOf(state: MySubscription | null | undefined): SubscriptionAccess {
  return state?.access ?? 'full';
}

/** The billing banner shows for an overdue charge or a suspension. */
export function bannerShown(state: MySubscription | null | undefined): boolean {
  return Boolean(state && (state.access === 'restricted' || state.overdue));
}
