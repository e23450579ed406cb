import { initAuth } from 'shared-auth';
import { mountOf } from 'shared-build/apps';
import { preloadRemoteApp } from '../federation/RemoteSlot';
import type { RemoteName } from '../federation/remotes';

const DASHBOARD = mountOf('mf_dashboard');
const AGENT = mountOf('mf_agent');

const under = (pathname: string, mount: string) => pathname === mount || pathname.startsWith(`${mount}/`);

/** The remote a path of the customer area shows: the agent's under its mount, the dashboard's elsewhere. */
export function customerRemoteAt(pathname: string): RemoteName | null {
  if (under(pathname, AGENT)) return 'mf_agent';
  return under(pathname, DASHBOARD) ? 'mf_dashboard' : null;
}

/**
 * A page opened inside the customer area asks at once for everything its first screen needs, instead
 * of one piece after another as each renders: the session (auth and its client), the guard and the
 * dashboard chrome, and the route's remote with its ./App (whose module starts the page's own chunk
 * and data). The route table renders the same modules when they arrive; a remote that fails here
 * fails again there, where its fallback shows.
 */
export function startCustomerArea(pathname: string): void {
  const remote = customerRemoteAt(pathname);
  if (!remote) return;
  initAuth();
  void import('../guards/RequireAuth');
  void import('../layouts/UserDashboardLayout');
  void preloadRemoteApp(remote).catch(() => undefined);
}
