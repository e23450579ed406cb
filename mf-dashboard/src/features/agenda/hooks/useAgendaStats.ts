import { useAsyncData, type AsyncState } from 'shared-ui/widgets';
import { fetchAgendaStats } from '../api/fetchAgendaStats';
import type { AgendaStats } from '../types';

export type StatsState = AsyncState<AgendaStats>;

/** The stat cards' figures (one RPC); `reload` after any change to the agenda keeps them on screen. */
export function useAgendaStats() {
  return useAsyncData(() => fetchAgendaStats(), [], {
    keepPrevious: true,
    onError: (err) => console.error('[agenda] stats', err),
  });
}
