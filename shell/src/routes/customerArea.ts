import { loadable } from 'shared-ui';

// The guard brings the auth store (shared-auth, zustand): only the signed-in areas need it.
export const RequireAuth = loadable(() => import('../guards/RequireAuth').then((m) => m.RequireAuth));

/** The customer area's chrome; preloaded when a page of the area opens (startCustomerArea). */
export const UserDashboardLayout = loadable(() =>
  import('../layouts/UserDashboardLayout').then((m) => m.UserDashboardLayout),
);

/** The QueryClient's provider (shell/src/serverState): the routes that read server state load it. */
export const ServerState = loadable(() => import('../serverState/ServerState').then((m) => m.ServerState));
