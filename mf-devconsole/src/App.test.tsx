import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import App from './App';

function Where() {
  return <p>{`rota: ${useLocation().pathname}`}</p>;
}

/** The remote as the shell mounts it: under /dev-dashboard/*. */
function renderAt(path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route
            path="/dev-dashboard/*"
            element={
              <>
                <App />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('mf-devconsole routes', () => {
  it.each([
    ['/dev-dashboard', 'Overview'],
    ['/dev-dashboard/credentials', 'Gerenciamento de Credenciais'],
    ['/dev-dashboard/logs', 'Logs'],
    ['/dev-dashboard/debug', 'Debug'],
    ['/dev-dashboard/users', 'Usuários'],
    ['/dev-dashboard/database', 'Database'],
    ['/dev-dashboard/webhooks', 'Webhooks'],
    ['/dev-dashboard/settings', 'Configurações'],
  ])('%s shows "%s"', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends an unknown path back to the Overview', async () => {
    renderAt('/dev-dashboard/nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('rota: /dev-dashboard')).toBeInTheDocument();
  });
});
