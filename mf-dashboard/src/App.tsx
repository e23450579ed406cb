import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { mountOf } from 'shared-build/apps';
import { Spinner } from 'shared-ui';
import { prefetchDashboardStats } from './features/home/statsPrefetch';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_dashboard', { react: React.useState, styled, router: ReactRouter.useNavigate });

// One chunk per page: the home does not download the agenda, nor the plan page the chart library.
const loadHome = () => import('./features/home/HomePage').then((m) => ({ default: m.HomePage }));
const loadAgenda = () => import('./features/agenda/AgendaPage').then((m) => ({ default: m.AgendaPage }));
const loadPlan = () => import('./features/plan/PlanPage').then((m) => ({ default: m.PlanPage }));
const loadSettings = () => import('./features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage }));
const HomePage = React.lazy(loadHome);
const AgendaPage = React.lazy(loadAgenda);
const PlanPage = React.lazy(loadPlan);
const SettingsPage = React.lazy(loadSettings);

const MOUNT = mountOf('mf_dashboard');
const PAGES: Record<string, () => Promise<unknown>> = {
  [MOUNT]: loadHome,
  [`${MOUNT}/schedule`]: loadAgenda,
  [`${MOUNT}/plan`]: loadPlan,
  [`${MOUNT}/settings`]: loadSettings,
};

// The shell loads this module as the page opens, before it renders anything: the page at the address
// starts downloading now, and on the home its figures are asked for as soon as the session is known.
const opening = window.location.pathname.replace(/\/$/, '');
void PAGES[opening]?.().catch(() => undefined);
if (opening === MOUNT) prefetchDashboardStats();

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
