import { customerRemoteAt } from 'shared-build/apps';
import type { RemoteName } from './remotes';
import { preloadRemoteApp } from './RemoteSlot';

/**
 * A page the server sent prerendered (the landing at /, a public booking page's first paint, the top
 * of a customer page: shared-build/server.mjs puts it into #root, marked data-snapshot="<remote>")
 * keeps it on screen until that remote has loaded, so React's first commit swaps it for the live page at once: no loading state,
 * no blink, no shift. A remote that fails to load shows its fallback instead.
 */
export async function awaitSnapshotRemote(container: HTMLElement): Promise<void> {
  const remote = container.dataset.snapshot as RemoteName | undefined;
  if (!remote) return;
  // A page of the customer area also waits for the session, the guard and the chrome (its first
  // render would otherwise be their loading state); its module is already on its way (index.ts).
  if (customerRemoteAt(window.location.pathname) === remote) {
    await import(/* webpackChunkName: "customer-area" */ '../startup/startCustomerArea').then((m) =>
      m.customerAreaReady(),
    );
    return;
  }
  await preloadRemoteApp(remote).catch(() => undefined);
}

/** Performance mark of the moment the live page replaced the snapshot: it answers input from here. */
export const LIVE_MARK = 'atende:live';

/** After the live page's first commit: the snapshot's styles and marker are no longer used. */
export function dropSnapshot(container: HTMLElement | null): void {
  if (!container?.hasAttribute('data-snapshot')) return;
  performance.mark(LIVE_MARK);
  container.removeAttribute('data-snapshot');
  document.querySelectorAll('style[data-snapshot]').forEach((node) => node.remove());
}
