import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { mountOf, pageRoute } from 'shared-build/apps';
import { Spinner } from 'shared-ui';
import { COMING_SOON_SECTIONS } from './features/coming-soon/sections';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_devconsole', { react: React.useState, styled, router: ReactRouter.useNavigate });

// One chunk per page: the Overview does not download the credentials' forms and dialogs.
const OverviewPage = React.lazy(() =>
  import('./features/overview/OverviewPage').then((m) => ({ default: m.OverviewPage })),
);
const CredentialsPage = React.lazy(() =>
  import('./features/credentials/CredentialsPage').then((m) => ({ default: m.CredentialsPage })),
);
const ComingSoonPage = React.lazy(() =>
  import('./features/coming-soon/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })),
);

/** Exposed as ./App: routes relative to where the shell mounts it (/dev-dashboard). */
export default function App() {
  return (
    <React.Suspense fallback={<Spinner label="Carregando..." showLabel />}>
      <ReactRouter.Routes>
        <ReactRouter.Route index element={<OverviewPage />} />
        <ReactRouter.Route path={pageRoute('mf_devconsole', 'credentials')} element={<CredentialsPage />} />
        {COMING_SOON_SECTIONS.map(({ path, title }) => (
          <ReactRouter.Route key={path} path={path} element={<ComingSoonPage title={title} />} />
        ))}
        <ReactRouter.Route path="*" element={<ReactRouter.Navigate to={mountOf('mf_devconsole')} replace />} />
      </ReactRouter.Routes>
    </React.Suspense>
  );
}
