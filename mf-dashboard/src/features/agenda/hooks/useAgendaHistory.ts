import type { AgendaHistoryRow } from 'shared-domain';
import { useAsyncData, type AsyncState } from 'shared-ui/widgets';
import { fetchAgendaHistory } from '../api/fetchAgendaHistory';

export type HistoryState = AsyncState<AgendaHistoryRow[]>;

/** The history card's latest entries; `reload` after a change (the trigger has written a new one). */
export function useAgendaHistory(idDono: string) {
  return useAsyncData(() => fetchAgendaHistory(idDono), [idDono], {
    keepPrevious: true,
    onError: (err) => console.error('[agenda] history', err),
  });
}
