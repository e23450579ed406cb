import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '../../../lib/queryKeys';
import { fetchAssistantPause } from './fetchAssistantPause';

/** The pause begins while the owner may be looking at the inbox: read again as often as the menu's count. */
const PAUSE_POLL_MS = 15_000;

export const assistantPauseQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: inboxKeys.assistantPause(userId),
    queryFn: fetchAssistantPause,
    refetchInterval: PAUSE_POLL_MS,
    // A failed read shows no banner: the inbox works the same either way.
    meta: { errorLabel: '[inbox] assistant pause' },
  });

export const useAssistantPause = (userId: string) => useQuery(assistantPauseQueryOptions(userId));
