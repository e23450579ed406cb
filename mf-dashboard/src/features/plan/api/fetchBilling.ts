import { getFunctions } from 'shared-auth';
import type { BillingSummary, PlanPageData } from '../types';
import { parseSubscriptionSnapshot } from './subscriptionSnapshot';

/**
 * Plan, next payment, payment history and the local subscription state in one call to
 * supabase/functions/billing (GET), which asks the payment provider (its key never reaches the browser).
 * Over getFunctions(): the page's first screen does not wait for supabase-js.
 */
export async function fetchBilling(): Promise<PlanPageData> {
  const { data, error } = await getFunctions().invoke<BillingSummary>('billing', { method: 'GET' });
  if (error) throw error;
  if (!data || !Array.isArray(data.history)) throw new Error('empty billing answer');
  return { ...data, subscription: parseSubscriptionSnapshot(data.subscription) };
}
