import type { PendingPlanChange, SubscriptionSnapshot, SubscriptionStatus } from '../types';

const STATUSES: readonly SubscriptionStatus[] = [
  'none',
  'pending',
  'trialing',
  'active',
  'overdue',
  'suspended',
  'canceled',
  'expired',
];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const dateOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

function pendingChangeOf(value: unknown): PendingPlanChange | null {
  if (!isObject(value) || typeof value.effectiveOn !== 'string') return null;
  return {
    plan: String(value.plan ?? ''),
    planName: String(value.planName ?? value.plan ?? ''),
    value: Number(value.value ?? 0),
    cycle: typeof value.cycle === 'string' ? value.cycle : null,
    effectiveOn: value.effectiveOn,
  };
}

/** The `my_subscription()` shape, read defensively: null when it is not one. */
export function parseSubscriptionSnapshot(value: unknown): SubscriptionSnapshot | null {
  if (!isObject(value) || !STATUSES.includes(value.status as SubscriptionStatus)) return null;
  const access = value.access === 'restricted' || value.access === 'none' ? value.access : 'full';
  return {
    status: value.status as SubscriptionStatus,
    access,
    planName: typeof value.planName === 'string' ? value.planName : null,
    value: value.value === null || value.value === undefined ? null : Number(value.value),
    cycle: typeof value.cycle === 'string' ? value.cycle : null,
    trialEndsOn: dateOrNull(value.trialEndsOn),
    currentPeriodEnd: dateOrNull(value.currentPeriodEnd),
    nextDueDate: dateOrNull(value.nextDueDate),
    cancelAtPeriodEnd: value.cancelAtPeriodEnd === true,
    pendingChange: pendingChangeOf(value.pendingChange),
  };
}
