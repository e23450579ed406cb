import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { mountOf } from 'shared-build/apps';
import { loadable, Spinner } from 'shared-ui';
import { PAGES, pageUrl, type PageName } from './pages';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_dashboard', { react: React.useState, styled, router: ReactRouter.useNavigate });

// One chunk per page: the home does not download the agenda, nor the plan page the chart library.
const PAGE_COMPONENTS = {
  home: loadable(() => import('./features/home/HomePage').then((m) => m.HomePage)),
  schedule: loadable(() => import('./features/schedule/AgendaPage').then((m) => m.AgendaPage)),
  plan: loadable(() => import('./features/plan/PlanPage').then((m) => m.PlanPage)),
  settings: loadable(() => import('./features/settings/SettingsPage').then((m) => m.SettingsPage)),
} satisfies Record<PageName, unknown>;

// The shell loads this module as the page opens, before it renders anything: the page at the address
// starts downloading now. (The home's figures are asked for by its first-paint script, whose answer
// the page's stats query starts from: features/home/api/dashboardStatsQuery.ts.)
const opening = (Object.keys(PAGES) as PageName[]).find(
  (name) => pageUrl(name) === window.location.pathname.replace(/\/$/, ''),
);

/**
 * Settles once the page at the address has its code (a failed download settles it too: the page's
 * own loading and error states take over). The shell keeps a prerendered snapshot of the page on
 * screen until then, so its first render is the page itself, not a loading state.
 */
export const ready: Promise<void> = opening
  ? PAGE_COMPONENTS[opening].preload().catch(() => undefined)
  : Promise.resolve();

const { home: HomePage, schedule: AgendaPage, plan: PlanPage, settings: SettingsPage } = PAGE_COMPONENTS;

/** Exposed as ./App: routes relative to where the shell mounts it (/user-dashboard). */
export default function App() {
  return (
    <React.Suspense fallback={<Spinner label="Carregando..." showLabel />}>
      <ReactRouter.Routes>
        <ReactRouter.Route index element={<HomePage />} />
        <ReactRouter.Route path={PAGES.schedule.path} element={<AgendaPage />} />
        <ReactRouter.Route path={PAGES.plan.path} element={<PlanPage />} />
        <ReactRouter.Route path={PAGES.settings.path} element={<SettingsPage />} />
        <ReactRouter.Route path="*" element={<ReactRouter.Navigate to={mountOf('mf_dashboard')} replace />} />
      </ReactRouter.Routes>
    </React.Suspense>
  );
}
