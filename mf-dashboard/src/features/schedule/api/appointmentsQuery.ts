import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useReadState } from '../../../lib/readState';
import type { AgendaFilters, Appointment, DateRange } from '../types';
import { mergeSaved } from '../utils/mergeSaved';
import { fetchAppointments } from './fetchAppointments';
import { scheduleKeys } from './queryKeys';

export const LOAD_FAILED = 'Erro ao carregar agendamentos';

const EMPTY: Appointment[] = [];

/** What the query is keyed on: the range and the filters the server applies (the period is the range). */
type ServerFilters = Pick<AgendaFilters, 'status' | 'local'>;

const asFilters = ({ status, local }: ServerFilters): AgendaFilters => ({ status, local, periodo: null });

/** The owner's appointments of a range of days with the filters applied. */
export const appointmentsQueryOptions = (idDono: string, range: DateRange, filters: ServerFilters) =>
  queryOptions({
    queryKey: scheduleKeys.appointments(idDono, range, filters),
    queryFn: () => fetchAppointments(idDono, range, asFilters(filters)),
    meta: { errorLabel: '[agenda] load', errorMessage: LOAD_FAILED },
  });

/**
 * The appointments of a range of days with the filters applied. Read again only when the range or the
 * filters change (switching between day, week and month in the same month does not); `applySaved`
 * merges rows saved on the page instead of reading everything again, and a reload keeps the rows on screen.
 */
export function useAppointments(idDono: string, { from, to }: DateRange, { status, local }: AgendaFilters) {
  const queryClient = useQueryClient();
  const query = useQuery(appointmentsQueryOptions(idDono, { from, to }, { status, local }));

  const applySaved = useCallback(
    (saved: readonly Appointment[]) =>
      queryClient.setQueryData(
        scheduleKeys.appointments(idDono, { from, to }, { status, local }),
        (rows: Appointment[] | undefined) =>
          rows && mergeSaved(rows, saved, { from, to }, asFilters({ status, local })),
      ),
    [queryClient, idDono, from, to, status, local],
  );

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const state = useReadState(query);
  return { status: state.status, rows: state.data ?? EMPTY, applySaved, reload };
}
