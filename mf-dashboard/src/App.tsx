import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { mountOf } from 'shared-build/apps';
import { Spinner } from 'shared-ui';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_dashboard', { react: React.useState, styled, router: ReactRouter.useNavigate });

// One chunk per page: the home does not download the agenda, nor the plan page the chart library.
const HomePage = React.lazy(() => import('./features/home/HomePage').then((m) => ({ default: m.HomePage })));
const AgendaPage = React.lazy(() => import('./features/agenda/AgendaPage').then((m) => ({ default: m.AgendaPage })));
const PlanPage = React.lazy(() => import('./features/plan/PlanPage').then((m) => ({ default: m.PlanPage })));
const SettingsPage = React.lazy(() =>
  import('./features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);

/** Exposed as ./App: routes relative to where the shell mounts it (/user-dashboard). */
export default function App() {
  return (
    <React.Suspense fallback={<Spinner label="Carregando..." showLabel />}>
      <ReactRouter.Routes>
        <ReactRouter.Route index element={<HomePage />} />
        <ReactRouter.Route path="schedule" element={<AgendaPage />} />
        <ReactRouter.Route path="plan" element={<PlanPage />} />
        <ReactRouter.Route path="settings" element={<SettingsPage />} />
        <ReactRouter.Route path="*" element={<ReactRouter.Navigate to={mountOf('mf_dashboard')} replace />} />
      </ReactRouter.Routes>
    </React.Suspense>
  );
}
