import { useCallback, useEffect, useState } from 'react';
import { fetchAgendaStats } from '../api/fetchAgendaStats';
import type { AgendaStats } from '../types';

export type StatsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: AgendaStats };

/** The stat cards' figures (one RPC); `refresh` after any change to the agenda. */
export function useAgendaStats(enabled: boolean) {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetchAgendaStats().then(
      (stats) => current && setState({ status: 'ready', stats }),
      (err: unknown) => {
        if (!current) return;
        console.error('[agenda] stats', err);
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, refresh };
}
