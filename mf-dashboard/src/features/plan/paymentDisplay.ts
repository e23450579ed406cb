import type { BadgeTone } from 'shared-ui';

/** How a payment's status shows (green paid, yellow waiting, red late or failed). */
const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  RECEIVED: { label: 'Pagamento recebido', tone: 'success' },
  CONFIRMED: { label: 'Pagamento confirmado', tone: 'success' },
  RECEIVED_IN_CASH: { label: 'Pagamento recebido', tone: 'success' },
  PENDING: { label: 'Aguardando pagamento', tone: 'warning' },
  AWAITING_RISK_ANALYSIS: { label: 'Aguardando pagamento', tone: 'warning' },
  AUTHORIZED: { label: 'Aguardando pagamento', tone: 'warning' },
  OVERDUE: { label: 'Pagamento atrasado', tone: 'danger' },
  FAILED: { label: 'Pagamento falhou', tone: 'danger' },
  REFUNDED: { label: 'Pagamento estornado', tone: 'neutral' },
  REFUND_REQUESTED: { label: 'Estorno solicitado', tone: 'neutral' },
  REFUND_IN_PROGRESS: { label: 'Estorno em andamento', tone: 'neutral' },
  CHARGEBACK_REQUESTED: { label: 'Contestação recebida', tone: 'danger' },
  CHARGEBACK_DISPUTE: { label: 'Contestação em análise', tone: 'danger' },
  AWAITING_CHARGEBACK_REVERSAL: { label: 'Contestação em análise', tone: 'danger' },
  DUNNING_REQUESTED: { label: 'Em negativação', tone: 'danger' },
  DUNNING_RECEIVED: { label: 'Pagamento recebido', tone: 'success' },
};

export function paymentStatusDisplay(status: string): { label: string; tone: BadgeTone } {
  return STATUS[status] ?? { label: status, tone: 'neutral' };
}

const METHOD: Record<string, string> = { CREDIT_CARD: 'Cartão de Crédito', PIX: 'PIX', BOLETO: 'Boleto' };

/** CREDIT_CARD → 'Cartão de Crédito' (the 'Forma' column). */
export function billingTypeLabel(type: string): string {
  return METHOD[type] ?? type;
}

const CYCLE: Record<string, string> = {
  WEEKLY: '/semana',
  BIWEEKLY: '/quinzena',
  MONTHLY: '/mês',
  BIMONTHLY: '/bimestre',
  QUARTERLY: '/trimestre',
  SEMIANNUALLY: '/semestre',
  YEARLY: '/ano',
};

/** MONTHLY → '/mês', after the price; '' when unknown. */
export function cycleSuffix(cycle: string | null): string {
  return (cycle && CYCLE[cycle]) ?? '';
}
