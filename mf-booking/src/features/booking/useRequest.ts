// One request to the booking function as the page shows it: loading, failed (the function's pt-BR
// error) or ready. Plain React state on purpose: this public page is held to its byte budget and never
// loads TanStack Query (the customer area's tool for server state).
import { useCallback, useEffect, useRef, useState } from 'react';
import { asBookingError, type BookingError } from './api';

export type Load<T> = { state: 'loading' } | { state: 'failed'; error: BookingError } | { state: 'ready'; value: T };

export type Request<T> = Load<T> & {
  /** Asks again (the page's 'Tentar novamente', or times that changed meanwhile). */
  retry: () => void;
  /** How many times retry() was called: what is asked alongside the request can follow it. */
  retries: number;
};

const LOADING = { state: 'loading' } as const;

/**
 * `ask`, whenever `key` (what it asks for) changes and on retry(); an answer from a later ask wins
 * over an earlier one still on its way. `answered` (the server sent it with the page) stands for the
 * first ask of the first key: that one is not asked.
 */
export function useRequest<T>(ask: () => Promise<T>, key: string, answered: T | null = null): Request<T> {
  const [retries, setRetries] = useState(0);
  const [load, setLoad] = useState<Load<T>>(answered ? { state: 'ready', value: answered } : LOADING);
  const given = useRef(answered ? key : null);

  useEffect(() => {
    if (given.current === key && retries === 0) return;
    given.current = null;
    let live = true;
    setLoad((current) => (current.state === 'loading' ? current : LOADING));
    ask().then(
      (value) => live && setLoad({ state: 'ready', value }),
      (err) => live && setLoad({ state: 'failed', error: asBookingError(err) }),
    );
    return () => {
      live = false;
    };
    // `key` names what `ask` asks for: a new function each render is not a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, retries]);

  const retry = useCallback(() => setRetries((n) => n + 1), []);
  return { ...load, retry, retries };
}
