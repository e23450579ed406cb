import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * A read as the dashboard's cards and lists show it: 'loading' while it is on its way (with the data
 * already on screen when a read of the same thing runs again, which stays while the new one comes),
 * 'error' once it failed (a retry shows 'loading' again), else 'ready'.
 */
export type ReadState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'error'; error: unknown; data?: undefined }
  | { status: 'ready'; data: T; error?: undefined };

/**
 * A query's result as a ReadState: the same object until the read moves on, so the memoised cards
 * it is handed to draw again only then.
 */
export function useReadState<T>(query: UseQueryResult<T>): ReadState<T> {
  const { isFetching, isPending, isError, data, error } = query;
  return useMemo((): ReadState<T> => {
    if (isFetching || isPending) return { status: 'loading', data: isError ? undefined : data };
    if (isError) return { status: 'error', error };
    return { status: 'ready', data: data as T };
  }, [isFetching, isPending, isError, data, error]);
}
