/**
 * 'Minha Agenda' narrowed down: the search (from the address too), the status, period and location
 * filters, and the CSV export of what the list shows. (test/agendaPage.setup.tsx: the mocks.)
 */
// First: the set-up mocks the page's modules before they load.
import { ana, card, download, joao, load, maria, ready, resetAgendaPage } from './test/agendaPage.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderSignedIn } from 'shared-auth/testing';
import { AgendaPage } from './AgendaPage';

beforeEach(resetAgendaPage);

describe('AgendaPage: search, filters and export', () => {
  it("opens with the address's busca in the search: a client's phone from Conversas, by its digits", async () => {
    load.mockResolvedValue([maria, joao, ana]);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderSignedIn(<AgendaPage />, { at: '/user-dashboard/schedule?busca=5521998765432' });
    expect(await screen.findByRole('searchbox', { name: 'Buscar agendamentos' })).toHaveValue('5521998765432');
    expect(await screen.findByRole('article', { name: 'João Araújo' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Maria Oliveira' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ana Lima' })).not.toBeInTheDocument();
    // The box is the search from then on: clearing it shows everyone again.
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar agendamentos' }));
    expect(await screen.findByRole('article', { name: 'Maria Oliveira' })).toBeInTheDocument();
  });

  it('searches by name or service without accents, in the views, the list and the export', async () => {
    const user = await ready();
    expect(screen.getByRole('button', { name: /18 de março de 2026, 2 agendamentos/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar agendamentos' }), 'JOAO');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Maria Oliveira' })).not.toBeInTheDocument());
    expect(card('João Araújo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /18 de março de 2026, 1 agendamento$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(download).toHaveBeenCalledWith('agendamentos.csv', expect.any(String));
    const csv = download.mock.calls[0][1];
    expect(csv).toContain('João Araújo');
    expect(csv).not.toContain('Maria Oliveira');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar agendamentos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar agendamentos' }), 'limpeza');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ana Lima' })).not.toBeInTheDocument());
    expect(card('João Araújo')).toBeInTheDocument();
  });

  it('exports what the list shows as CSV with a BOM', async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const [filename, csv] = download.mock.calls[0];
    expect(filename).toBe('agendamentos.csv');
    expect(csv.startsWith('\uFEFFdata,nome,horario,')).toBe(true);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('applies status, period and location to the query and shows them, each removable', async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros Avançados' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'confirmado');
    await user.selectOptions(within(dialog).getByLabelText('Local'), 'Online');
    const grids = within(dialog).getAllByRole('grid');
    expect(grids).toHaveLength(2);
    expect(grids[0]).toHaveAccessibleName('Março de 2026');
    expect(grids[1]).toHaveAccessibleName('Abril de 2026');
    await user.click(within(grids[0]).getByRole('button', { name: 'terça-feira, 10 de março de 2026' }));
    await user.click(within(grids[1]).getByRole('button', { name: 'sexta-feira, 10 de abril de 2026' }));
    expect(within(dialog).getByText('Período: 10/03/2026 a 10/04/2026')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Filtros' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(
        'USR-TESTE001',
        { from: '2026-03-10', to: '2026-04-10' },
        expect.objectContaining({ status: 'confirmado', local: 'Online' }),
      ),
    );
    const active = screen.getByRole('group', { name: 'Filtros ativos' });
    expect(within(active).getByText('Status: Confirmado')).toBeInTheDocument();
    expect(within(active).getByText('Local: Online')).toBeInTheDocument();
    expect(within(active).getByText('Período: 10/03/2026 a 10/04/2026')).toBeInTheDocument();
    await user.click(within(active).getByRole('button', { name: 'Remover Status: Confirmado' }));
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(
        'USR-TESTE001',
        { from: '2026-03-10', to: '2026-04-10' },
        expect.objectContaining({ status: 'todos' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Limpar tudo' }));
    expect(screen.queryByRole('group', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith(
        'USR-TESTE001',
        { from: '2026-02-23', to: '2026-04-05' },
        { status: 'todos', local: 'todos', periodo: null },
      ),
    );
  });

  it("leaves the filters as they were on 'Cancelar'", async () => {
    const user = await ready();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtros Avançados' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'cancelado');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('group', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
