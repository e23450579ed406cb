import { screen, within } from '@testing-library/react';
import { renderSignedIn } from 'shared-auth/testing';
import { OverviewPage } from './OverviewPage';

describe('OverviewPage', () => {
  it('shows the placeholder figures, badge and log lines, and says they are not live', () => {
    const realFetch = globalThis.fetch;
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    renderSignedIn(<OverviewPage />, { at: '/dev-dashboard' });

    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Dados ilustrativos — este painel ainda não mostra métricas ao vivo.')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['CPU', 'Memória', 'Usuários ativos', 'Chamadas de API']);
    expect(values).toEqual(['45%', '2.4GB', '1,234', '45.2k']);
    expect(screen.getByText('Sistema Online')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Logs recentes' })).getAllByRole('listitem')).toHaveLength(3);
    expect(fetchSpy).not.toHaveBeenCalled();
    globalThis.fetch = realFetch;
  });
});
