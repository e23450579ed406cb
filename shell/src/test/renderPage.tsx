import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from 'shared-ui';

/** Renders a screen at `path` inside the providers the shell gives it, with a marker for every other path. */
export function renderPage(ui: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>rota: outra</p>} />
          <Route path="/login" element={<p>rota: /login</p>} />
          <Route path="/" element={<p>rota: /</p>} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}
