// The setup page's build-time snapshot (shared-build's atende-prerender writes it to dist/snapshot.json):
// its heading and loading state, which the shell's server puts into the shell's frame at the page's
// address, so a phone shows the page's top before any script has run.
import { mountOf } from 'shared-build/apps';
import { pageSnapshot, type Snapshot } from 'shared-ui/prerender';
import { SETUP_HEAD } from './setup/pageHead';

export function renderSnapshot(): { pages: Record<string, Snapshot> } {
  return { pages: { [mountOf('mf_agent')]: pageSnapshot(SETUP_HEAD) } };
}
