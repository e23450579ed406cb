import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction, useAuthStore } from 'shared-auth';
import { checkoutKeys } from './queryKeys';

/**
 * The date a change of plan would take effect: the provider subscription's next due date, after the
 * charges it has already generated (those keep their value). Asked of billing (GET), which reads the
 * provider; null when unknown, a failed read included (the text then speaks of the next charge).
 */
export async function fetchChangeDate(): Promise<string | null> {
  try {
    const summary = await callFunction('billing', { method: 'GET' });
    return summary?.plan?.nextDueDate ?? null;
  } catch (err) {
    console.warn('[checkout] billing', err);
    return null;
  }
}

export const changeDateQueryOptions = (userId: string) =>
  queryOptions({ queryKey: checkoutKeys.changeDate(userId), queryFn: fetchChangeDate });

/** For a running subscription (`live`): when a change of plan would apply; null until known and otherwise. */
export function useChangeDate(live: boolean): string | null {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const { data } = useQuery({ ...changeDateQueryOptions(userId ?? ''), enabled: live && userId !== null });
  return live ? (data ?? null) : null;
}
