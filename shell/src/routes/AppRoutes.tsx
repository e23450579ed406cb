import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { mountOf, SHELL_PAGES } from 'shared-build/apps';
import { loadable, Spinner } from 'shared-ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { RequireAuth, ServerState, UserDashboardLayout } from './customerArea';

// Each screen and the signed-in chrome is its own chunk: the landing route downloads none of them.
const AuthCallbackPage = loadable(() =>
  import('../features/auth-callback/AuthCallbackPage').then((m) => m.AuthCallbackPage),
);
const DevLoginPage = loadable(() => import('../features/dev-login/DevLoginPage').then((m) => m.DevLoginPage));
const LoginPage = loadable(() => import('../features/login/LoginPage').then((m) => m.LoginPage));
const ResetPasswordPage = loadable(() =>
  import('../features/reset-password/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const SignupPage = loadable(() => import('../features/signup/SignupPage').then((m) => m.SignupPage));
const TechnicalLoginPage = loadable(() =>
  import('../features/technical-login/TechnicalLoginPage').then((m) => m.TechnicalLoginPage),
);
const DevDashboardLayout = loadable(() => import('../layouts/UserDashboardLayout').then((m) => m.DevDashboardLayout));
const TechnicalPanelPage = loadable(() =>
  import('../features/technical-panel/TechnicalPanelPage').then((m) => m.TechnicalPanelPage),
);

/** /auth-callback keeps its query (the redirect parameter, the PKCE code) on the way to /auth/callback. */
function AuthCallbackAlias() {
  const { search } = useLocation();
  return <Navigate to={`${SHELL_PAGES.authCallback}${search}`} replace />;
}

// Where each remote is mounted comes from shared-build/apps.mjs, which the servers and the remotes'
// standalone pages read too.
const DASHBOARD = mountOf('mf_dashboard');
// The agent and the inbox live inside the dashboard's chrome: their routes are relative to the dashboard's.
const AGENT_UNDER_DASHBOARD = mountOf('mf_agent').slice(DASHBOARD.length + 1);
const INBOX_UNDER_DASHBOARD = mountOf('mf_inbox').slice(DASHBOARD.length + 1);

/** The site's route table: the remotes at their mount paths, the shell's own screens around them. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner label="Carregando..." />}>
      <Routes>
        <Route path={mountOf('mf_landing')} element={<RemoteSlot remote="mf_landing" />} />
        <Route path={SHELL_PAGES.login} element={<LoginPage />} />
        <Route path={SHELL_PAGES.signup} element={<SignupPage />} />
        <Route
          path={`${mountOf('mf_checkout')}/*`}
          element={
            <ServerState>
              <RemoteSlot remote="mf_checkout" />
            </ServerState>
          }
        />
        {/* A business's public booking page: no sign-in, no Supabase client (see AuthStartup). */}
        <Route path={`${mountOf('mf_booking')}/*`} element={<RemoteSlot remote="mf_booking" />} />
        <Route path={SHELL_PAGES.technicalLogin} element={<TechnicalLoginPage />} />
        <Route
          path={SHELL_PAGES.technicalPanel}
          element={
            <RequireAuth roles={['technical', 'developer']}>
              <TechnicalPanelPage />
            </RequireAuth>
          }
        />
        <Route path={SHELL_PAGES.devLogin} element={<DevLoginPage />} />
        {/* Where the password-reset e-mail lands. */}
        <Route path={SHELL_PAGES.resetPassword} element={<ResetPasswordPage />} />
        <Route path="/unauthorized" element={<Navigate to="/" replace />} />
        <Route path={SHELL_PAGES.authCallbackAlias} element={<AuthCallbackAlias />} />
        <Route path={SHELL_PAGES.authCallback} element={<AuthCallbackPage />} />
        <Route
          path={DASHBOARD}
          element={
            <RequireAuth withSession>
              <ServerState>
                <UserDashboardLayout />
              </ServerState>
            </RequireAuth>
          }
        >
          {/* A splat child does not match the area's own path: the index needs its own route. */}
          <Route index element={<RemoteSlot remote="mf_dashboard" />} />
          <Route path={`${AGENT_UNDER_DASHBOARD}/*`} element={<RemoteSlot remote="mf_agent" />} />
          <Route path={`${INBOX_UNDER_DASHBOARD}/*`} element={<RemoteSlot remote="mf_inbox" />} />
          <Route path="*" element={<RemoteSlot remote="mf_dashboard" />} />
        </Route>
        <Route
          path={mountOf('mf_devconsole')}
          element={
            <RequireAuth roles={['developer']}>
              <DevDashboardLayout />
            </RequireAuth>
          }
        >
          <Route index element={<RemoteSlot remote="mf_devconsole" />} />
          <Route path="*" element={<RemoteSlot remote="mf_devconsole" />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
