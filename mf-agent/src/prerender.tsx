// The pages' build-time snapshots (shared-build's atende-prerender writes them to dist/snapshot.json):
// the setup page's and the Equipe page's heading and loading state, which the shell's server puts into
// the shell's frame at each page's address, so a phone shows the page's top before any script has run.
import { pagePath } from 'shared-build/apps';
import { pageSnapshot, type Snapshot } from 'shared-ui/prerender';
import { TEAM_HEAD } from './features/team/pageHead';
import { SETUP_HEAD } from './setup/pageHead';

export function renderSnapshot(): { pages: Record<string, Snapshot> } {
  return {
    pages: {
      [pagePath('mf_agent', 'setup')]: pageSnapshot(SETUP_HEAD),
      [pagePath('mf_agent', 'team')]: pageSnapshot(TEAM_HEAD),
    },
  };
}
