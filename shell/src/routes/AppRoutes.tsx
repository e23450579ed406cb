import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RemoteSlot } from '../federation/RemoteSlot';
import { RequireAuth } from '../guards/RequireAuth';
import { DashboardLayout, DEV_NAV, USER_NAV } from '../layouts/UserDashboardLayout';
import { AuthCallbackPage } from '../features/auth-callback/AuthCallbackPage';
import { DevLoginPage } from '../features/dev-login/DevLoginPage';
import { LoginPage } from '../features/login/LoginPage';
import { ResetPasswordPage } from '../features/reset-password/ResetPasswordPage';
import { SignupPage } from '../features/signup/SignupPage';
import { TechnicalLoginPage } from '../features/technical-login/TechnicalLoginPage';
import { TechnicalPanelPage } from '../features/technical-panel/TechnicalPanelPage';

/** /auth-callback keeps its query (the redirect parameter, the PKCE code) on the way to /auth/callback. */
function AuthCallbackAlias() {
  const { search } = useLocation();
  return <Navigate to={`/auth/callback${search}`} replace />;
}

/** The route table of spec 1 §2, exactly. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemoteSlot remote="mf_landing" />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/checkout/*" element={<RemoteSlot remote="mf_checkout" />} />
      <Route path="/technical-login" element={<TechnicalLoginPage />} />
      <Route
        path="/technical-panel"
        element={
          <RequireAuth roles={['technical', 'developer']}>
            <TechnicalPanelPage />
          </RequireAuth>
        }
      />
      <Route path="/dev-login" element={<DevLoginPage />} />
      {/* Spec 2 §2.1: where the password-reset e-mail lands. */}
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/unauthorized" element={<Navigate to="/" replace />} />
      <Route path="/auth-callback" element={<AuthCallbackAlias />} />
      <Route path="/auth/*" element={<AuthCallbackPage />} />
      <Route
        path="/user-dashboard"
        element={
          <RequireAuth>
            <DashboardLayout nav={USER_NAV} label="Menu do painel" />
          </RequireAuth>
        }
      >
        {/* A splat child does not match the area's own path: the index needs its own route. */}
        <Route index element={<RemoteSlot remote="mf_dashboard" />} />
        <Route path="agent/*" element={<RemoteSlot remote="mf_agent" />} />
        <Route path="*" element={<RemoteSlot remote="mf_dashboard" />} />
      </Route>
      <Route
        path="/dev-dashboard"
        element={
          <RequireAuth roles={['developer']}>
            <DashboardLayout nav={DEV_NAV} label="Menu do console" />
          </RequireAuth>
        }
      >
        <Route index element={<RemoteSlot remote="mf_devconsole" />} />
        <Route path="*" element={<RemoteSlot remote="mf_devconsole" />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
