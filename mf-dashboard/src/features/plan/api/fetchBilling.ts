import { getSupabase } from 'shared-auth/client';
import type { BillingSummary } from '../types';

/**
 * Plan, next payment and payment history in one call to supabase/functions/billing, which asks the
 * payment provider by the customer's e-mail (its key never reaches the browser).
 */
export async function fetchBilling(): Promise<BillingSummary> {
  const { data, error } = await getSupabase().functions.invoke<BillingSummary>('billing', { body: {} });
  if (error) throw error;
  if (!data || !Array.isArray(data.history)) throw new Error('empty billing answer');
  return data;
}
