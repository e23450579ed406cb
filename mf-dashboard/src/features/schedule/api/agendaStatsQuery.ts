import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useReadState } from '../../../lib/readState';
import { fetchAgendaStats } from './fetchAgendaStats';
import { scheduleKeys } from './queryKeys';

/** The stat cards' figures (one RPC, for the signed-in owner). */
export const agendaStatsQueryOptions = (idDono: string) =>
  queryOptions({
    queryKey: scheduleKeys.stats(idDono),
    queryFn: fetchAgendaStats,
    placeholderData: keepPreviousData,
    meta: { errorLabel: '[agenda] stats' },
  });

/** The stat cards' figures; read again after any change to the agenda, keeping them on screen meanwhile. */
export function useAgendaStats(idDono: string) {
  return useReadState(useQuery(agendaStatsQueryOptions(idDono)));
}
