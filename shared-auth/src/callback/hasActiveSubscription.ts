import { SUBSCRIBED_STATUSES } from 'shared-domain';
import { getSupabase } from '../supabase/getSupabase';

/** Today in São Paulo ('YYYY-MM-DD'), the calendar the subscription's dates are kept in. */
const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/**
 * The callback checks whether the user has a subscription: in its trial, active, overdue, suspended
 * (the customer area then opens only 'Meu Plano') or canceled but still within the paid period.
 * Errors propagate.
 */
export async function hasActiveSubscription(userId: string): Promise<boolean> {
  const { data, error } = await getSupabase()
    .from('subscriptions')
    .select('status, current_period_end')
    .eq('user_id', userId)
    .in('status', [...SUBSCRIBED_STATUSES]);
  if (error) throw error;
  const today = todayInSaoPaulo();
  return (data ?? []).some(
    (s) => s.status !== 'canceled' || (s.current_period_end !== null && s.current_period_end >= today),
  );
}
