// The shell's build-time snapshots (shared-build's atende-prerender writes them to dist/snapshot.json):
// the customer area's frame, sidebar and header, for each page of its menu, with the page's slot
// empty. The shell's server fills the slot with the page's own snapshot, from the remote that shows
// it (its dist/snapshot.json), so a phone shows the page's top before any script has run.
import { MemoryRouter } from 'react-router-dom';
import { PAGE_SLOT } from 'shared-build/snapshot-slot';
import { snapshotOf, type Snapshot } from 'shared-ui/prerender';
import { DashboardLayout, USER_CHROME, USER_NAV } from './layouts/UserDashboardLayout';

export function renderSnapshot(): { frames: Record<string, Snapshot> } {
  const paths = USER_NAV.flatMap((group) => group.items.map((item) => item.to));
  const frame = (path: string) =>
    snapshotOf(
      // At the page's own address: its menu entry is the current one.
      <MemoryRouter initialEntries={[path]}>
        <DashboardLayout {...USER_CHROME}>
          <i {...{ [PAGE_SLOT]: '' }} />
        </DashboardLayout>
      </MemoryRouter>,
    );
  return { frames: Object.fromEntries(paths.map((path) => [path, frame(path)])) };
}
