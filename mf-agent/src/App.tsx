import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { mountOf } from 'shared-build/apps';
import { Spinner } from 'shared-ui';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_agent', { react: React.useState, styled, router: ReactRouter.useNavigate });

const AgentSetupPage = React.lazy(() => import('./setup/AgentSetupPage').then((m) => ({ default: m.AgentSetupPage })));

/** Exposed as ./App: routes relative to where the shell mounts it (/user-dashboard/agent). */
export default function App() {
  return (
    <React.Suspense fallback={<Spinner label="Carregando..." showLabel />}>
      <ReactRouter.Routes>
        <ReactRouter.Route index element={<AgentSetupPage />} />
        <ReactRouter.Route path="*" element={<ReactRouter.Navigate to={mountOf('mf_agent')} replace />} />
      </ReactRouter.Routes>
    </React.Suspense>
  );
}
