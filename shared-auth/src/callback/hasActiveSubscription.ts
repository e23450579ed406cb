import { mySubscription } from '../subscription/mySubscription';

/**
 * The callback checks whether the user has a subscription: in its trial, active, overdue, suspended
 * (the customer area then opens only 'Meu Plano') or canceled but still within the paid period: every
 * state my_subscription() gives some access. Errors propagate.
 */
export async function hasActiveSubscription(): Promise<boolean> {
  return (await mySubscription()).access !== 'none';
}
