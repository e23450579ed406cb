import { useCallback, useEffect, useState } from 'react';
import { toast } from 'shared-ui';
import { fetchAppointments } from '../api/fetchAppointments';
import type { AgendaFilters, Appointment, DateRange } from '../types';
import { mergeSaved } from '../utils/mergeSaved';

export const LOAD_FAILED = 'Erro ao carregar agendamentos';

export type LoadStatus = 'loading' | 'error' | 'ready';

interface Loaded {
  key: string;
  status: LoadStatus;
  rows: Appointment[];
}

const EMPTY: Appointment[] = [];

/**
 * The appointments of a range of days with the filters applied. Reads again only when the range or the
 * filters change (switching between day, week and month in the same month does not); `applySaved` merges
 * rows saved on the page instead of reading everything again.
 */
export function useAppointments(idDono: string | null, range: DateRange, filters: AgendaFilters) {
  const { from, to } = range;
  const { status, local } = filters;
  const key = `${idDono}|${from}|${to}|${status}|${local}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', status: 'loading', rows: EMPTY });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!idDono) return;
    let current = true;
    setLoaded((prev) => ({ key, status: 'loading', rows: prev.key === key ? prev.rows : EMPTY }));
    fetchAppointments(idDono, { from, to }, { status, local, periodo: null }).then(
      (rows) => {
        if (current) setLoaded({ key, status: 'ready', rows });
      },
      (err: unknown) => {
        if (!current) return;
        console.error('[agenda] load', err);
        toast.error(LOAD_FAILED);
        setLoaded({ key, status: 'error', rows: EMPTY });
      },
    );
    return () => {
      current = false;
    };
  }, [idDono, key, from, to, status, local, attempt]);

  const applySaved = useCallback(
    (saved: readonly Appointment[]) =>
      setLoaded((prev) =>
        prev.key === key
          ? { ...prev, rows: mergeSaved(prev.rows, saved, { from, to }, { status, local, periodo: null }) }
          : prev,
      ),
    [key, from, to, status, local],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // Until the effect has started on a new key, what is held belongs to another range: show it as loading.
  const current = loaded.key === key;
  return {
    status: current ? loaded.status : ('loading' as LoadStatus),
    rows: current ? loaded.rows : EMPTY,
    applySaved,
    reload,
  };
}
