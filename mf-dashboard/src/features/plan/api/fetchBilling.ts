import { callFunction, parseMySubscription } from 'shared-auth';
import type { PlanPageData } from '../types';

/**
 * Plan, next payment, payment history and the local subscription state in one call to
 * supabase/functions/billing (GET), which asks the payment provider (its key never reaches the browser).
 */
export async function fetchBilling(): Promise<PlanPageData> {
  const data = await callFunction('billing', { method: 'GET' });
  if (!data || !Array.isArray(data.history)) throw new Error('empty billing answer');
  return { ...data, subscription: parseMySubscription(data.subscription) };
}
