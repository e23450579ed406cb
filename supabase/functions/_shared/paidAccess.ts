// Paid features (activating the assistant, its tools, the public booking page, automatic reminders)
// need a subscription granting full access: trialing, active, overdue within its grace, or canceled
// with its paid period running (SQL has_paid_access, the rule of subscription_state).
import { admin, must } from './supabase.ts';

// The entity file itself, not domain.ts: that one brings the checkout's validation library along.
export { SUBSCRIPTION_INACTIVE_MESSAGE } from '../../../shared-domain/src/entities/billing.ts';

export async function hasPaidAccess(userId: string): Promise<boolean> {
  return must(await admin().rpc('has_paid_access', { p_user: userId })) === true;
}
