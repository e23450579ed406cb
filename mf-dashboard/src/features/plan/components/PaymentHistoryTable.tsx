import { formatBRL } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { Table, type TableColumn } from 'shared-ui/widgets';
import { billingTypeLabel } from '../paymentDisplay';
import type { BillingPayment } from '../types';
import { InvoiceLink } from './InvoiceLink';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const columns: TableColumn<BillingPayment>[] = [
  { key: 'data', header: 'Data', render: (p) => formatDateBR(p.paymentDate ?? p.dueDate), rowHeader: true },
  { key: 'valor', header: 'Valor', render: (p) => formatBRL(p.value), align: 'right' },
  { key: 'forma', header: 'Forma', render: (p) => billingTypeLabel(p.billingType) },
  { key: 'status', header: 'Status', render: (p) => <PaymentStatusBadge status={p.status} /> },
  {
    key: 'acoes',
    header: 'Ações',
    render: (p) => (
      <InvoiceLink url={p.invoiceUrl} label={`Ver fatura de ${formatDateBR(p.dueDate)}`}>
        Ver fatura
      </InvoiceLink>
    ),
  },
];

/** The payment history: Data, Valor, Forma, Status, Ações (invoice link). */
export function PaymentHistoryTable({ payments }: { payments: readonly BillingPayment[] }) {
  return (
    <Table
      caption="Histórico de pagamentos"
      columns={columns}
      rows={payments}
      getRowKey={(p) => p.id}
      emptyText="Nenhum pagamento encontrado"
    />
  );
}
