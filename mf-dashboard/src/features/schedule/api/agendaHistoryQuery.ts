import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useReadState } from '../../../lib/readState';
import { fetchAgendaHistory } from './fetchAgendaHistory';
import { scheduleKeys } from './queryKeys';

/** The owner's latest history entries (written by the database trigger). */
export const agendaHistoryQueryOptions = (idDono: string) =>
  queryOptions({
    queryKey: scheduleKeys.history(idDono),
    queryFn: () => fetchAgendaHistory(idDono),
    placeholderData: keepPreviousData,
    meta: { errorLabel: '[agenda] history' },
  });

/** The history card's entries; read again after a change (the trigger has written a new one). */
export function useAgendaHistory(idDono: string) {
  const query = useQuery(agendaHistoryQueryOptions(idDono));
  const { refetch } = query;
  return { state: useReadState(query), reload: useCallback(() => void refetch(), [refetch]) };
}
