import { getSupabase } from 'shared-auth/client';

/** Who may use the customer area: everything, only 'Meu Plano' (unpaid past the grace), or no plan at all. */
export type SubscriptionAccess = 'full' | 'restricted' | 'none';

/** An unpaid charge past its due date, for the banner. Dates are 'yyyy-MM-dd'. */
export interface OverdueCharge {
  since: string;
  graceEndsOn: string;
  value: number;
  invoiceUrl: string | null;
}

/** What the shell needs of `my_subscription()`: the access and the overdue charge. */
export interface SubscriptionState {
  status: string;
  access: SubscriptionAccess;
  overdue: OverdueCharge | null;
}

const ACCESS: readonly SubscriptionAccess[] = ['full', 'restricted', 'none'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function overdueOf(value: unknown): OverdueCharge | null {
  if (!isObject(value) || typeof value.since !== 'string' || typeof value.graceEndsOn !== 'string') return null;
  return {
    since: value.since,
    graceEndsOn: value.graceEndsOn,
    value: Number(value.value ?? 0),
    invoiceUrl: typeof value.invoiceUrl === 'string' && value.invoiceUrl ? value.invoiceUrl : null,
  };
}

/** Reads the RPC's answer; an answer without a known access is an error, never a lock-out. */
export function parseSubscriptionState(data: unknown): SubscriptionState {
  if (!isObject(data) || !ACCESS.includes(data.access as SubscriptionAccess)) {
    throw new Error('my_subscription: unexpected answer');
  }
  return {
    status: typeof data.status === 'string' ? data.status : 'none',
    access: data.access as SubscriptionAccess,
    overdue: overdueOf(data.overdue),
  };
}

/** The signed-in customer's subscription state (rpc my_subscription: own row only). */
export async function fetchSubscriptionState(): Promise<SubscriptionState> {
  const { data, error } = await getSupabase().rpc('my_subscription');
  if (error) throw new Error(error.message);
  return parseSubscriptionState(data);
}
