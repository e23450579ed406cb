import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

/**
 * A read as the dashboard's cards and lists show it: 'loading' while it is on its way (with the data
 * already on screen when a read of the same thing runs again, which stays while the new one comes),
 * 'error' once it failed (a retry shows 'loading' again), else 'ready'.
 */
export type ReadState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'error'; error: unknown; data?: undefined }
  | { status: 'ready'; data: T; error?: undefined };

const LOADING: ReadState<never> = { status: 'loading' };

/**
 * A query's result as a ReadState: the same object until the read moves on, so the memoised cards
 * it is handed to draw again only then. The first data renders deferred: a page full of it is drawn
 * in the background, in slices between which a phone answers a tap, not in one long task; later
 * changes show at once.
 */
export function useReadState<T>(query: UseQueryResult<T>): ReadState<T> {
  const { isFetching, isPending, isError, data, error } = query;
  const state = useMemo((): ReadState<T> => {
    if (isFetching || isPending) return { status: 'loading', data: isError ? undefined : data };
    if (isError) return { status: 'error', error };
    return { status: 'ready', data: data as T };
  }, [isFetching, isPending, isError, data, error]);
  const deferred = useDeferredValue(state);
  return state.status === 'ready' && deferred.data === undefined ? LOADING : state;
}
