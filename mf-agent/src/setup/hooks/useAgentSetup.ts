import { useCallback, useEffect, useState } from 'react';
import { toast } from 'shared-ui';
import { loadAgentSetup, type AgentSetup } from '../api/loadAgentSetup';
import { AGENT_MESSAGES } from '../messages';

export type SetupState = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; setup: AgentSetup };

/**
 * Loads the owner's configuration (inserting the default one when none exists) and keeps the copy
 * the steps update after each save, so a tab switch never reloads or loses anything.
 */
export function useAgentSetup(userId: string) {
  const [state, setState] = useState<SetupState>({ phase: 'loading' });

  const load = useCallback(async () => {
    setState({ phase: 'loading' });
    try {
      setState({ phase: 'ready', setup: await loadAgentSetup(userId) });
    } catch (err) {
      console.error('[agent] load', err);
      toast.error(AGENT_MESSAGES.loadFailed);
      setState({ phase: 'error' });
    }
  }, [userId]);

  useEffect(() => {
    void load();
  }, [load]);

  const update = useCallback((change: (setup: AgentSetup) => AgentSetup) => {
    setState((current) => (current.phase === 'ready' ? { phase: 'ready', setup: change(current.setup) } : current));
  }, []);

  return { state, reload: load, update };
}
