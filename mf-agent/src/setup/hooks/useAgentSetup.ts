import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue } from 'react';
import { loadAgentSetup, type AgentSetup } from '../api/loadAgentSetup';
import { agentSetupKeys } from '../api/queryKeys';
import { AGENT_MESSAGES } from '../messages';

/** The setup as one read: a failure is logged and toasted once, and the page offers to try again. */
export const agentSetupQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: agentSetupKeys.setup(userId),
    queryFn: () => loadAgentSetup(userId),
    meta: { errorMessage: AGENT_MESSAGES.loadFailed, errorLabel: '[agent] load' },
  });

/**
 * The owner's configuration (the default one inserted when none exists), and `saved`: after a step's
 * save, its answer goes into the copy held at once (the tab's check shows without waiting) and the
 * setup is read again, so the page shows what the server now holds.
 */
export function useAgentSetup(userId: string) {
  const queryClient = useQueryClient();
  const live = useQuery(agentSetupQueryOptions(userId));
  // The first answer renders deferred: the page full of the setup is drawn in the background, in
  // slices between which a phone answers a tap, not in one long task. Later changes show at once.
  const deferred = useDeferredValue(live);
  const query = live.data !== undefined && deferred.data === undefined ? deferred : live;
  const saved = useCallback(
    (change: (setup: AgentSetup) => AgentSetup) => {
      const { queryKey } = agentSetupQueryOptions(userId);
      queryClient.setQueryData(queryKey, (setup) => setup && change(setup));
      void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient, userId],
  );
  return { query, saved };
}
