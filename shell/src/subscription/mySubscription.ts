import { getRest } from 'shared-auth';
import type { MySubscription, SubscriptionAccess, SubscriptionOverdue } from 'shared-domain';

export type { SubscriptionAccess } from 'shared-domain';

/** What the shell needs of `my_subscription()`: the access and the overdue charge for the banner. */
export type SubscriptionState = Pick<MySubscription, 'status' | 'access' | 'overdue'>;

const ACCESS: readonly SubscriptionAccess[] = ['full', 'restricted', 'none'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function overdueOf(value: unknown): SubscriptionOverdue | null {
  if (!isObject(value) || typeof value.since !== 'string' || typeof value.graceEndsOn !== 'string') return null;
  return {
    since: value.since,
    graceEndsOn: value.graceEndsOn,
    value: typeof value.value === 'number' || typeof value.value === 'string' ? Number(value.value) : null,
    invoiceUrl: typeof value.invoiceUrl === 'string' && value.invoiceUrl ? value.invoiceUrl : null,
  };
}

/** Reads the RPC's answer; an answer without a known access is an error, never a lock-out. */
export function parseSubscriptionState(data: unknown): SubscriptionState {
  if (!isObject(data) || !ACCESS.includes(data.access as SubscriptionAccess)) {
    throw new Error('my_subscription: unexpected answer');
  }
  return {
    status: (typeof data.status === 'string' ? data.status : 'none') as MySubscription['status'],
    access: data.access as SubscriptionAccess,
    overdue: overdueOf(data.overdue),
  };
}

/**
 * The signed-in customer's subscription state (rpc my_subscription: own row only), over getRest():
 * the customer area's chrome does not wait for the Supabase client to load.
 */
export async function fetchSubscriptionState(): Promise<SubscriptionState> {
  const { data, error } = await getRest().rpc('my_subscription');
  if (error) throw new Error(error.message);
  return parseSubscriptionState(data);
}
