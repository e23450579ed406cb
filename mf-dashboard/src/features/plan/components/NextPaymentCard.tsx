import styled from 'styled-components';
import { Card, formatBRL } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { billingTypeLabel } from '../paymentDisplay';
import type { BillingPayment } from '../types';
import { InvoiceLink } from './InvoiceLink';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Due = styled.p`
  margin: 0;
`;

/** The next payment, with 'Visualizar Fatura'. */
export function NextPaymentCard({ payment }: { payment: BillingPayment | null }) {
  if (!payment) {
    return <Card as="section" title="Próximo pagamento" description="Nenhum pagamento pendente." />;
  }
  return (
    <Card as="section" title="Próximo pagamento" actions={<PaymentStatusBadge status={payment.status} />}>
      <Amount>{formatBRL(payment.value)}</Amount>
      <Due>{`Vencimento em ${formatDateBR(payment.dueDate)} · ${billingTypeLabel(payment.billingType)}`}</Due>
      <InvoiceLink url={payment.invoiceUrl}>Visualizar Fatura</InvoiceLink>
    </Card>
  );
}
