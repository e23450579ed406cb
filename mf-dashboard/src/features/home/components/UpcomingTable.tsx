import { formatDateBR } from 'shared-ui/dates';
import { Table, type TableColumn } from 'shared-ui/widgets';
import { AppointmentStatusBadge } from '../../../components/AppointmentStatusBadge';
import type { UpcomingAppointment } from '../types';

const columns: TableColumn<UpcomingAppointment>[] = [
  {
    key: 'horario',
    header: 'Horário',
    render: (a) => `${formatDateBR(a.data).slice(0, 5)} ${a.inicio}`,
    width: '120px',
  },
  { key: 'cliente', header: 'Cliente', render: (a) => a.nome ?? '—', rowHeader: true },
  { key: 'servico', header: 'Serviço', render: (a) => a.desc_agendamento ?? '—' },
  { key: 'status', header: 'Status', render: (a) => <AppointmentStatusBadge status={a.status} /> },
];

/** The next 5 appointments (Horário, Cliente, Serviço, Status). */
export function UpcomingTable({ rows }: { rows: readonly UpcomingAppointment[] }) {
  return (
    <Table
      caption="Próximos Agendamentos"
      columns={columns}
      rows={rows}
      getRowKey={(a) => a.id}
      emptyText="Nenhum agendamento próximo"
    />
  );
}
