import { useCallback } from 'react';
import { toast } from 'shared-ui';
import { useAsyncData, type AsyncState } from 'shared-ui/widgets';
import { fetchAppointments } from '../api/fetchAppointments';
import type { AgendaFilters, Appointment, DateRange } from '../types';
import { mergeSaved } from '../utils/mergeSaved';

export const LOAD_FAILED = 'Erro ao carregar agendamentos';

export type LoadStatus = AsyncState<Appointment[]>['status'];

const EMPTY: Appointment[] = [];

/**
 * The appointments of a range of days with the filters applied. Reads again only when the range or the
 * filters change (switching between day, week and month in the same month does not); `applySaved` merges
 * rows saved on the page instead of reading everything again, and a reload keeps the rows on screen.
 */
export function useAppointments(idDono: string, range: DateRange, filters: AgendaFilters) {
  const { from, to } = range;
  const { status, local } = filters;
  const { state, reload, update } = useAsyncData(
    () => fetchAppointments(idDono, { from, to }, { status, local, periodo: null }),
    [idDono, from, to, status, local],
    {
      keepPrevious: true,
      onError: (err) => {
        console.error('[agenda] load', err);
        toast.error(LOAD_FAILED);
      },
    },
  );

  const applySaved = useCallback(
    (saved: readonly Appointment[]) =>
      update((rows) => mergeSaved(rows, saved, { from, to }, { status, local, periodo: null })),
    [update, from, to, status, local],
  );

  return { status: state.status, rows: state.data ?? EMPTY, applySaved, reload };
}
