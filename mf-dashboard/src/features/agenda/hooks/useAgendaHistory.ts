import { useCallback, useEffect, useState } from 'react';
import type { AgendaHistoryRow } from 'shared-domain';
import { fetchAgendaHistory } from '../api/fetchAgendaHistory';

export type HistoryState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: AgendaHistoryRow[] };

/** The history card's latest entries; `refresh` after a change (the trigger has written a new one). */
export function useAgendaHistory(idDono: string | null) {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!idDono) return;
    let current = true;
    fetchAgendaHistory(idDono).then(
      (entries) => current && setState({ status: 'ready', entries }),
      (err: unknown) => {
        if (!current) return;
        console.error('[agenda] history', err);
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [idDono, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, refresh };
}
