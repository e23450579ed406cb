// The inbox's build-time snapshot (shared-build's atende-prerender writes it to dist/snapshot.json):
// its heading and loading state, which the shell's server puts into the shell's frame at the page's
// address, so a phone shows the page's top before any script has run.
import { mountOf } from 'shared-build/apps';
import { pageSnapshot, type Snapshot } from 'shared-ui/prerender';
import { INBOX_HEAD } from './inbox/pageHead';

export function renderSnapshot(): { pages: Record<string, Snapshot> } {
  return { pages: { [mountOf('mf_inbox')]: pageSnapshot(INBOX_HEAD) } };
}
