import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { initAuth } from '../store/initAuth';

/**
 * A remote running alone (`npm run dev -w mf-agent`): the same providers the shell gives it, and
 * the remote mounted at the prefix it has inside the shell, so links and tests behave the same.
 */
export function renderStandalone(App: ComponentType, mount: string): void {
  initAuth();
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
