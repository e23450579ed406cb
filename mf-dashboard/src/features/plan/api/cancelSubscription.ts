import { callFunction, parseMySubscription } from 'shared-auth';
import type { MySubscription } from '../types';

/**
 * Cancels the customer's subscription at the provider (supabase/functions/billing, action 'cancel'):
 * no more charges; access lasts until the paid period ends. Answers the new state.
 */
export async function cancelSubscription(): Promise<MySubscription> {
  const answer = await callFunction('billing', { body: { action: 'cancel' } });
  // The new state, alone or inside a billing answer.
  const state = parseMySubscription(answer?.subscription ?? answer);
  if (!state) throw new Error('unexpected cancel answer');
  return state;
}
