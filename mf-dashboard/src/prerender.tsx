// The dashboard's build-time snapshots (shared-build's atende-prerender writes them to dist/snapshot.json):
// each page's heading and loading state. The shell's server puts the one of the address into the
// shell's frame (the sidebar and header, shell/src/prerender.tsx), so a phone shows the page's top
// before any script has run; the live page replaces it when its code and the session are known.
import { pageSnapshot, type Snapshot } from 'shared-ui/prerender';
import { PAGES, pageUrl, type PageName } from './pages';

export function renderSnapshot(): { pages: Record<string, Snapshot> } {
  const names = Object.keys(PAGES) as PageName[];
  return { pages: Object.fromEntries(names.map((name) => [pageUrl(name), pageSnapshot(PAGES[name].head)])) };
}
