import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { mountOf, pagePath, pageRoute } from 'shared-build/apps';
import { loadable, Spinner } from 'shared-ui';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_agent', { react: React.useState, styled, router: ReactRouter.useNavigate });

const AgentSetupPage = loadable(() => import('./setup/AgentSetupPage').then((m) => m.AgentSetupPage));
const TeamPage = loadable(() => import('./features/team/TeamPage').then((m) => m.TeamPage));

const opening =
  window.location.pathname.replace(/\/$/, '') === pagePath('mf_agent', 'team') ? TeamPage : AgentSetupPage;

/**
 * Settles once the page at the address (the setup, or Equipe) has its code (a failed download too: the
 * page's own states take over). The shell keeps the page's prerendered snapshot on screen until then,
 * so its first render is the page itself. Started as the shell loads this module, before it renders anything.
 */
export const ready: Promise<void> = opening.preload().catch(() => undefined);

/** Exposed as ./App: routes relative to where the shell mounts it (/user-dashboard/agent). */
export default function App() {
  return (
    <React.Suspense fallback={<Spinner label="Carregando..." showLabel />}>
      <ReactRouter.Routes>
        <ReactRouter.Route index element={<AgentSetupPage />} />
        <ReactRouter.Route path={pageRoute('mf_agent', 'team')} element={<TeamPage />} />
        <ReactRouter.Route path="*" element={<ReactRouter.Navigate to={mountOf('mf_agent')} replace />} />
      </ReactRouter.Routes>
    </React.Suspense>
  );
}
