import { Card, formatBRL } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { billingTypeLabel } from '../paymentDisplay';
import type { BillingPayment } from '../types';
import { InvoiceLink } from './InvoiceLink';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** Spec 2 §2.7: the next payment, with 'Visualizar Fatura'. */
export function NextPaymentCard({ payment }: { payment: BillingPayment | null }) {
  if (!payment) {
    return <Card as="section" title="Próximo pagamento" description="Nenhum pagamento pendente." />;
  }
  return (
    <Card as="section" title="Próximo pagamento" actions={<PaymentStatusBadge status={payment.status} />}>
      <p style={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>{formatBRL(payment.value)}</p>
      <p style={{ margin: 0 }}>
        {`Vencimento em ${formatDateBR(payment.dueDate)} · ${billingTypeLabel(payment.billingType)}`}
      </p>
      <InvoiceLink url={payment.invoiceUrl}>Visualizar Fatura</InvoiceLink>
    </Card>
  );
}
