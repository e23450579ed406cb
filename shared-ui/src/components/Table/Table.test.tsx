import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Badge } from '../Badge/Badge';
import { Table, type TableColumn } from './Table';

interface Appointment {
  id: string;
  time: string;
  client: string;
  service: string;
  status: string;
}

const columns: TableColumn<Appointment>[] = [
  { key: 'time', header: 'Horário', render: (a) => a.time },
  { key: 'client', header: 'Cliente', render: (a) => a.client, rowHeader: true },
  { key: 'service', header: 'Serviço', render: (a) => a.service },
  { key: 'status', header: 'Status', render: (a) => <Badge tone="success">{a.status}</Badge>, align: 'right' },
];

const rows: Appointment[] = [
  { id: 'a1', time: '09:00', client: 'Maria Silva', service: 'Limpeza', status: 'Confirmado' },
  { id: 'a2', time: '10:30', client: 'João Souza', service: 'Avaliação', status: 'Agendado' },
];

describe('Table', () => {
  it('is a table named by its caption, with column headers and rendered cells', () => {
    renderWithTheme(
      <Table caption="Próximos agendamentos" columns={columns} rows={rows} getRowKey={(row) => row.id} />,
    );

    const table = screen.getByRole('table', { name: 'Próximos agendamentos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Horário', 'Cliente', 'Serviço', 'Status']);
    const dataRows = within(table).getAllByRole('row').slice(1);
    expect(dataRows).toHaveLength(2);
    expect(within(dataRows[0]).getByRole('rowheader', { name: 'Maria Silva' })).toBeInTheDocument();
    expect(
      within(dataRows[0])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['09:00', 'Limpeza', 'Confirmado']);
  });

  it('shows the empty text across all columns', () => {
    renderWithTheme(
      <Table
        caption="Agendamentos"
        hideCaption
        columns={columns}
        rows={[]}
        emptyText="Nenhum agendamento encontrado"
      />,
    );
    const table = screen.getByRole('table', { name: 'Agendamentos' });
    const cell = within(table).getByRole('cell', { name: 'Nenhum agendamento encontrado' });
    expect(cell).toHaveAttribute('colspan', '4');
    expect(screen.getByText('Agendamentos')).toHaveStyle({ position: 'absolute' });
  });

  it('has a pt-BR default empty text', () => {
    renderWithTheme(<Table caption="Histórico" columns={columns} rows={[]} />);
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});
