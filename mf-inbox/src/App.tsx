import * as React from 'react';
import * as ReactRouter from 'react-router-dom';
import styled from 'styled-components';
import { registerApp } from 'shared-auth/singletons';
import { mountOf } from 'shared-build/apps';
import { loadable, Spinner } from 'shared-ui';

// Function identities, not namespaces: a second copy of a package would bring different functions.
registerApp('mf_inbox', { react: React.useState, styled, router: ReactRouter.useNavigate });

const InboxPage = loadable(() => import('./inbox/InboxPage').then((m) => m.InboxPage));

/**
 * Settles once the inbox page has its code (a failed download too: the page's own states take over).
 * The shell keeps the page's prerendered snapshot on screen until then. Started as the shell loads
 * this module, before it renders anything.
 */
export const ready: Promise<void> = InboxPage.preload().catch(() => undefined);

/** Exposed as ./App: routes relative to where the shell mounts it (/user-dashboard/conversas). */
export default function App() {
  return (
    <React.Suspense fallback={<Spinner label="Carregando..." showLabel />}>
      <ReactRouter.Routes>
        <ReactRouter.Route index element={<InboxPage />} />
        <ReactRouter.Route path="*" element={<ReactRouter.Navigate to={mountOf('mf_inbox')} replace />} />
      </ReactRouter.Routes>
    </React.Suspense>
  );
}
