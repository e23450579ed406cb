import { toast } from 'shared-ui';
import { useAsyncData } from 'shared-ui/widgets';
import { loadAgentSetup } from '../api/loadAgentSetup';
import { AGENT_MESSAGES } from '../messages';

/**
 * Loads the owner's configuration (inserting the default one when none exists) and keeps the copy
 * the steps `update` after each save, so a tab switch never reloads or loses anything.
 */
export function useAgentSetup(userId: string) {
  return useAsyncData(() => loadAgentSetup(userId), [userId], {
    onError: (err) => {
      console.error('[agent] load', err);
      toast.error(AGENT_MESSAGES.loadFailed);
    },
  });
}
