import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useReadState } from '../../../lib/readState';
import { fetchRecentReminders } from './fetchRecentReminders';
import { scheduleKeys } from './queryKeys';

/** The owner's latest reminders sent or failed. */
export const recentRemindersQueryOptions = (idDono: string) =>
  queryOptions({
    queryKey: scheduleKeys.recentReminders(idDono),
    queryFn: () => fetchRecentReminders(idDono),
    placeholderData: keepPreviousData,
    meta: { errorLabel: '[agenda] recent reminders' },
  });

/**
 * The reminder card's latest reminders; read again after 'Enviar Lembretes', when the agenda changes
 * and when the list of appointments is loaded again.
 */
export function useRecentReminders(idDono: string) {
  const query = useQuery(recentRemindersQueryOptions(idDono));
  const { refetch } = query;
  return { state: useReadState(query), reload: useCallback(() => void refetch(), [refetch]) };
}
