import { SUBSCRIPTION_STATUSES, type MySubscription } from 'shared-domain';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);
const numberOrNull = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value) ? Number(value) : null;

const STATUSES: readonly string[] = [...SUBSCRIPTION_STATUSES, 'none'];

function pendingChangeOf(value: unknown): MySubscription['pendingChange'] {
  if (!isObject(value) || typeof value.planName !== 'string') return null;
  return {
    plan: value.plan as NonNullable<MySubscription['pendingChange']>['plan'],
    planName: value.planName,
    value: Number(value.value ?? 0),
    cycle: value.cycle as NonNullable<MySubscription['pendingChange']>['cycle'],
    effectiveOn: textOrNull(value.effectiveOn),
  };
}

function overdueOf(value: unknown): MySubscription['overdue'] {
  if (!isObject(value) || typeof value.since !== 'string' || typeof value.graceEndsOn !== 'string') return null;
  return {
    since: value.since,
    graceEndsOn: value.graceEndsOn,
    value: numberOrNull(value.value),
    invoiceUrl: textOrNull(value.invoiceUrl),
  };
}

/**
 * The `my_subscription()` shape (also inside the billing function's answer), read defensively: null when
 * it is not one; an access it does not know reads as full (a bad answer never locks anyone out).
 */
export function parseMySubscription(value: unknown): MySubscription | null {
  if (!isObject(value) || !STATUSES.includes(value.status as string)) return null;
  const access = value.access === 'restricted' || value.access === 'none' ? value.access : 'full';
  return {
    status: value.status as MySubscription['status'],
    access,
    plan: textOrNull(value.plan) as MySubscription['plan'],
    planName: textOrNull(value.planName),
    value: numberOrNull(value.value),
    cycle: textOrNull(value.cycle) as MySubscription['cycle'],
    trialEndsOn: textOrNull(value.trialEndsOn),
    currentPeriodEnd: textOrNull(value.currentPeriodEnd),
    nextDueDate: textOrNull(value.nextDueDate),
    cancelAtPeriodEnd: value.cancelAtPeriodEnd === true,
    overdue: overdueOf(value.overdue),
    pendingChange: pendingChangeOf(value.pendingChange),
  };
}
