// A remote running alone (`npm run dev -w mf-agent`): the same providers the shell gives it, and the
// remote mounted at the path it has inside the shell (apps.mjs), so links and tests behave the same.
// Imported by each remote's bootstrap only, never by its exposed ./App: the shell never loads it.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { mountOf, type RemoteName } from '../apps.mjs';

export function renderStandalone(App: ComponentType, remote: RemoteName): void {
  const mount = mountOf(remote);
  const base = mount === '/' ? '' : mount;
  createRoot(document.getElementById('root')!).render(
    <UiProvider>
      <BrowserRouter>
        <Routes>
          <Route path={`${base}/*`} element={<App />} />
          <Route path="*" element={<Navigate to={mount} replace />} />
        </Routes>
      </BrowserRouter>
    </UiProvider>,
  );
}
