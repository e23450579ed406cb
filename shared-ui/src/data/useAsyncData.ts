import { startTransition, useCallback, useEffect, useEffectEvent, useState, type DependencyList } from 'react';

/**
 * What a read has given so far. While loading, `data` is the last result only when the hook was asked to
 * keep it (`keepPrevious`) and the read is a reload of the same thing.
 */
export type AsyncState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'error'; error: unknown; data?: undefined }
  | { status: 'ready'; data: T; error?: undefined };

export interface AsyncDataOptions {
  /** A reload keeps the last data on screen (status 'loading' with data) instead of emptying the view. */
  keepPrevious?: boolean;
  /** Runs once for each read that failed and is still wanted: log and toast here. */
  onError?: (error: unknown) => void;
}

export interface AsyncData<T> {
  state: AsyncState<T>;
  /** Reads again (a retry button, or after a change made elsewhere). */
  reload: () => void;
  /** Changes the data held (a value edited on the page, a row saved); nothing when no data is held. */
  update: (change: (data: T) => T) => void;
}

const LOADING = { status: 'loading' } as const;

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** An object that is replaced exactly when one of `deps` changes, for the dependency lists below. */
function useDepsToken(deps: DependencyList): object {
  const [held, setHeld] = useState(() => ({ deps, token: {} }));
  if (sameDeps(held.deps, deps)) return held.token;
  // Storing what changed during render: React renders again at once, before anything is committed.
  const next = { deps, token: {} };
  setHeld(next);
  return next.token;
}

/**
 * Reads data when the component mounts and again whenever one of `deps` changes (like useEffect) or
 * `reload` is called. Results of reads that are no longer wanted (the deps changed, a newer reload, the
 * component left) are dropped, and data read for other deps is never shown.
 */
export function useAsyncData<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  { keepPrevious = false, onError }: AsyncDataOptions = {},
): AsyncData<T> {
  const token = useDepsToken(deps);
  const [held, setHeld] = useState<{ token: object; state: AsyncState<T> }>({ token, state: LOADING });
  const [attempt, setAttempt] = useState(0);
  const read = useEffectEvent(() => new Promise<T>((resolve) => resolve(load())));
  const failed = useEffectEvent((error: unknown) => onError?.(error));

  useEffect(() => {
    let wanted = true;
    setHeld((h) => {
      const kept = keepPrevious && h.token === token ? h.state.data : undefined;
      if (kept !== undefined) return { token, state: { status: 'loading', data: kept } };
      return h.token === token && h.state === LOADING ? h : { token, state: LOADING };
    });
    // A result renders as a transition: React renders a page full of new data in slices, between
    // which the phone can answer a tap, instead of in one long task.
    read().then(
      (data) => {
        if (wanted) startTransition(() => setHeld({ token, state: { status: 'ready', data } }));
      },
      (error: unknown) => {
        if (!wanted) return;
        failed(error);
        startTransition(() => setHeld({ token, state: { status: 'error', error } }));
      },
    );
    return () => {
      wanted = false;
    };
  }, [token, attempt, keepPrevious]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setHeld((h) => {
        if (h.token !== token || h.state.data === undefined) return h;
        const data = change(h.state.data);
        return { token, state: h.state.status === 'ready' ? { status: 'ready', data } : { status: 'loading', data } };
      }),
    [token],
  );

  // Until the effect has started on new deps, what is held belongs to the old ones.
  return { state: held.token === token ? held.state : LOADING, reload, update };
}
