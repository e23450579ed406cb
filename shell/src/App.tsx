import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { AuthStartup } from './routes/AuthStartup';
import { UiProvider } from 'shared-ui';
import { CrashBoundary } from './features/crash/CrashBoundary';
import { AppRoutes } from './routes/AppRoutes';
import { dropSnapshot } from './federation/snapshot';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('shell', { react: React.useState, styled, router: ReactRouter.useNavigate });

export function App() {
  React.useEffect(() => dropSnapshot(document.getElementById('root')), []);
  return (
    <UiProvider>
      <CrashBoundary>
        <ReactRouter.BrowserRouter>
          <AuthStartup />
          <AppRoutes />
        </ReactRouter.BrowserRouter>
      </CrashBoundary>
    </UiProvider>
  );
}
