// A remote running alone (`npm run dev -w mf-agent`): the same providers the shell gives it, and the
// remote mounted at the path it has inside the shell (apps.mjs), so links and tests behave the same.
// Imported by each remote's bootstrap only, never by its exposed ./App: the shell never loads it.
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { mountOf, type RemoteName } from '../apps.mjs';

/**
 * `Providers`: what else the shell gives this remote's routes, e.g. the customer area's QueryProvider
 * (shared-auth/query), passed by the remotes that read server state so the others never load it.
 */
export function renderStandalone(
  App: ComponentType,
  remote: RemoteName,
  Providers: ComponentType<{ children: ReactNode }> = ({ children }) => children,
): void {
  const mount = mountOf(remote);
  const base = mount === '/' ? '' : mount;
  createRoot(document.getElementById('root')!).render(
    <UiProvider>
      <Providers>
        <BrowserRouter>
          <Routes>
            <Route path={`${base}/*`} element={<App />} />
            <Route path="*" element={<Navigate to={mount} replace />} />
          </Routes>
        </BrowserRouter>
      </Providers>
    </UiProvider>,
  );
}
