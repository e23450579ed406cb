import type { MySubscription } from '../types';
import { parseSubscriptionSnapshot } from './subscriptionSnapshot';

/**
 * Cancels the customer's subscription at the provider (supabase/functions/billing, action 'cancel'):
 * no more charges; access lasts until the paid period ends. Answers the new state.
 */
export async function cancelSubscription(): Promise<MySubscription> {
  // The client only when the owner cancels: the page's first screen does without it.
  const { invokeFunction } = await import('shared-auth/client');
  const answer = await invokeFunction<{ subscription?: unknown } | null>('billing', { action: 'cancel' });
  // The new state, alone or inside a billing answer.
  const state = parseSubscriptionSnapshot(answer?.subscription ?? answer);
  if (!state) throw new Error('unexpected cancel answer');
  return state;
}
