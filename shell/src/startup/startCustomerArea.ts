import { initAuth, useAuthStore } from 'shared-auth';
import { customerRemoteAt } from 'shared-build/apps';
import { preloadRemoteApp } from '../federation/RemoteSlot';
import { RequireAuth, ServerState, UserDashboardLayout } from '../routes/customerArea';

/**
 * The longest the prerendered page stays on screen waiting for the live one: past it the live page
 * shows its own loading state (with a working menu) while the rest arrives.
 */
const SNAPSHOT_WAIT_MS = 5000;

/** Resolves once auth knows who is here: signed out, or signed in with the profile decided. */
function authSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (!useAuthStore.getState().loading) return resolve();
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (state.loading) return;
      unsubscribe();
      resolve();
    });
  });
}

let started: Promise<void> | null = null;

/**
 * A page opened inside the customer area asks at once for everything its first screen needs, instead
 * of one piece after another as each renders: the session (auth and its client), the guard and the
 * dashboard chrome, and the route's remote with its ./App (whose module starts the page's own chunk
 * and data). Resolves when all of it is here (a part that failed too: the route table then shows its
 * fallback), so the page's first render can be the page itself. Started once per page load.
 */
export function startCustomerArea(pathname: string): Promise<void> {
  if (started) return started;
  const remote = customerRemoteAt(pathname);
  if (!remote) return Promise.resolve();
  initAuth();
  const parts = [
    RequireAuth.preload(),
    ServerState.preload(),
    UserDashboardLayout.preload(),
    preloadRemoteApp(remote),
    authSettled(),
  ];
  started = Promise.all(parts.map((part) => part.catch(() => undefined))).then(() => undefined);
  return started;
}

/**
 * What the prerendered snapshot of a customer page waits for before React replaces it (see
 * federation/snapshot.ts): everything startCustomerArea fetches, at most SNAPSHOT_WAIT_MS.
 */
export function customerAreaReady(): Promise<void> {
  return Promise.race([
    startCustomerArea(window.location.pathname),
    new Promise<void>((resolve) => setTimeout(resolve, SNAPSHOT_WAIT_MS)),
  ]);
}
