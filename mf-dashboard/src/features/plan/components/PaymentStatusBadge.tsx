import { Badge } from 'shared-ui';
import { paymentStatusDisplay } from '../paymentDisplay';

export function PaymentStatusBadge({ status }: { status: string }) {
  const { label, tone } = paymentStatusDisplay(status);
  return <Badge tone={tone}>{label}</Badge>;
}
