import { getSupabase } from '../supabase/getSupabase';

/** The callback checks for an active subscription of the user. Errors propagate. */
export async function hasActiveSubscription(userId: string): Promise<boolean> {
  const { data, error } = await getSupabase()
    .from('subscriptions')
    .select('id')
    .eq('user_id', userId)
    .eq('status', 'active')
    .limit(1);
  if (error) throw error;
  return (data ?? []).length > 0;
}
