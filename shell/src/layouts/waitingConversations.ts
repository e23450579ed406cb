import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRest } from 'shared-auth';

/** The menu's count is read again this often (the inbox's own actions read it at once). */
export const WAITING_POLL_MS = 15_000;

/**
 * How many of the owner's conversations wait for them ('Aguardando você': the assistant handed off).
 * A HEAD request with an exact count, on the table's partial index where estado = 'aguardando'.
 */
export async function fetchWaitingCount(): Promise<number> {
  const { count, error } = await getRest()
    .from('conversas')
    .select('id', { count: 'exact', head: true })
    .eq('estado', 'aguardando');
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/**
 * Under the inbox's keys (mf-inbox/src/lib/queryKeys.ts, ['inbox', userId]): taking over, giving back
 * or closing a conversation there reads the count again.
 */
export const waitingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['inbox', userId, 'waiting'],
    queryFn: fetchWaitingCount,
    refetchInterval: WAITING_POLL_MS,
    // A failed read only leaves the count out: the menu works without it, no toast.
    meta: { errorLabel: '[shell] waiting conversations' },
  });

/** The count for the signed-in owner; undefined until read or when the read fails. */
export function useWaitingCount(userId: string | undefined): number | undefined {
  const { data } = useQuery({ ...waitingQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  return data;
}
