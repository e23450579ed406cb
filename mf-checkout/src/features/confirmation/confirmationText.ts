import { findCheckoutPlan, type CheckoutPaymentResult, type CheckoutUpgradeResult } from 'shared-domain';
import { formatBRL } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import { planChangeText } from '../../lib/planChange';

/** Step 3: the texts by payment method. */
export interface ConfirmationText {
  title: string;
  lines: string[];
}

export function confirmationText(method: string | undefined): ConfirmationText {
  switch (method) {
    case 'credit_card':
      return {
        title: 'Pagamento aprovado!',
        lines: ['Seu acesso será liberado em instantes.', 'Você receberá um e-mail com os detalhes do pedido.'],
      };
    case 'pix':
      return {
        title: 'Pedido realizado!',
        lines: [
          'Escaneie o QR Code abaixo com o app do seu banco ou use o código PIX copia e cola.',
          'Seu acesso será liberado automaticamente após o pagamento.',
        ],
      };
    case 'boleto':
      return {
        title: 'Pedido realizado!',
        lines: ['Seu boleto foi gerado.', 'A confirmação do pagamento pode levar até 3 dias úteis.'],
      };
    default:
      return { title: 'Aguardando confirmação do pagamento.', lines: [] };
  }
}

export const TRIAL_USED = 'O período de teste gratuito já foi utilizado: a primeira mensalidade é cobrada agora.';

/** During the trial a PIX is paid later: its invoice waits in 'Meu Plano' (a boleto has its link here). */
const TRIAL_INVOICE: Record<string, string> = {
  pix: 'A fatura da primeira cobrança fica disponível em Meu Plano.',
};

/**
 * What a started subscription adds: during the monthly trial, when the first charge is (it replaces
 * the method's lines about paying now; the title stays the method's); for a plan paid now, when it
 * renews.
 */
export function subscriptionText(
  base: ConfirmationText,
  payment: Pick<CheckoutPaymentResult, 'method' | 'value' | 'subscription'>,
): ConfirmationText & { trial: boolean } {
  const sub = payment.subscription;
  const firstCharge = sub?.trialEndsOn ?? (sub?.status === 'trialing' ? sub.nextDueDate : null);
  if (firstCharge) {
    const invoice = TRIAL_INVOICE[payment.method];
    return {
      title: base.title,
      lines: [
        `7 dias grátis: a primeira cobrança de ${formatBRL(payment.value)} será em ${formatDateBR(firstCharge)}.`,
        'Seu acesso já está liberado.',
        ...(invoice ? [invoice] : []),
      ],
      trial: true,
    };
  }
  const renewal = sub?.nextDueDate ? [`Renovação em ${formatDateBR(sub.nextDueDate)}.`] : [];
  // One trial per person: say why the monthly plan is charged now.
  const trialUsed = sub?.trialUsed ? [TRIAL_USED] : [];
  return { ...base, lines: [...trialUsed, ...base.lines, ...renewal], trial: false };
}

/** A running subscription changed from its next charge: nothing charged now. */
export function planChangeConfirmation({ upgrade }: CheckoutUpgradeResult): ConfirmationText {
  const name = findCheckoutPlan(upgrade.plan)?.name ?? upgrade.plan;
  return { title: 'Mudança de plano confirmada!', lines: [planChangeText(`Plano ${name}`, upgrade.effectiveOn)] };
}
