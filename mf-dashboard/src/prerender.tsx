// The dashboard's build-time snapshots (shared-build's atende-prerender writes them to dist/snapshot.json):
// each page's heading and loading state. The shell's server puts the one of the address into the
// shell's frame (the sidebar and header, shell/src/prerender.tsx), so a phone shows the page's top
// before any script has run; the live page replaces it when its code and the session are known.
// The home's also carries its figure cards, hidden, and names its first-paint script, which fills them
// in from the stored session before the app has loaded (features/home/firstPaint).
import type { ReactNode } from 'react';
import { pageSnapshot, type Snapshot } from 'shared-ui/prerender';
import { FigureCards } from './features/home/firstPaint/FigureCards';
import { PAGES, pageUrl, type PageName } from './pages';

/** A page painted by a script of its own before the app: what it fills in, and the script's source. */
const FIRST_PAINT: Partial<Record<PageName, { loaded: ReactNode; script: string }>> = {
  home: { loaded: <FigureCards />, script: 'src/features/home/firstPaint/index.ts' },
};

export function renderSnapshot(): { pages: Record<string, Snapshot> } {
  const names = Object.keys(PAGES) as PageName[];
  return {
    pages: Object.fromEntries(
      names.map((name) => {
        const firstPaint = FIRST_PAINT[name];
        const snapshot = pageSnapshot(PAGES[name].head, { loaded: firstPaint?.loaded });
        return [pageUrl(name), firstPaint ? { ...snapshot, script: firstPaint.script } : snapshot];
      }),
    ),
  };
}
