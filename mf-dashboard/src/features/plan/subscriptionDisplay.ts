import type { BadgeTone } from 'shared-ui';
import { formatDateBR } from 'shared-ui/dates';
import type { MySubscription } from './types';

const date = (value: string | null) => (value ? formatDateBR(value) : '');

/** The subscription's status line ('Período de teste até 12/12/2026', 'Ativo', …); null without a plan. */
export function subscriptionStatusLine(s: MySubscription): { label: string; tone: BadgeTone } | null {
  switch (s.status) {
    case 'trialing':
      return {
        label: s.trialEndsOn ? `Período de teste até ${date(s.trialEndsOn)}` : 'Período de teste',
        tone: 'info',
      };
    case 'active':
      return { label: 'Ativo', tone: 'success' };
    case 'overdue':
      return { label: 'Pagamento em atraso', tone: 'warning' };
    case 'suspended':
      return { label: 'Suspenso', tone: 'danger' };
    case 'canceled':
      return {
        label: s.currentPeriodEnd ? `Cancelado — acesso até ${date(s.currentPeriodEnd)}` : 'Cancelado',
        tone: 'neutral',
      };
    case 'pending':
      return { label: 'Aguardando pagamento', tone: 'warning' };
    case 'expired':
      return { label: 'Expirado', tone: 'neutral' };
    default:
      return null;
  }
}

/** A subscription the provider still charges: one that can be canceled. */
const CANCELABLE: readonly MySubscription['status'][] = ['trialing', 'active', 'overdue', 'suspended'];

export function canCancel(s: MySubscription | null): boolean {
  return Boolean(s && CANCELABLE.includes(s.status) && !s.cancelAtPeriodEnd);
}

/**
 * Until when a cancellation keeps access: the end of the paid period (the trial's end during the
 * trial). Null when access is already held back (suspended).
 */
export function accessUntilAfterCancel(s: MySubscription): string | null {
  if (s.status === 'suspended') return null;
  return s.currentPeriodEnd ?? s.trialEndsOn;
}

/** 'Renovação em …', or the first charge during the trial; nothing once canceled. */
export function renewalLine(s: MySubscription | null, providerNextDueDate: string | null): string | null {
  if (s?.status === 'trialing' && s.trialEndsOn) return `Primeira cobrança em ${date(s.trialEndsOn)}`;
  if (s && ['canceled', 'expired', 'none'].includes(s.status)) return null;
  // The local date is the renewal charge's once the provider has generated it; the provider's own
  // nextDueDate is then one cycle later.
  const next = s?.nextDueDate ?? providerNextDueDate;
  return next ? `Renovação em ${date(next)}` : null;
}

/** 'Seu plano muda para Plano Anual em 05/12/2026'. */
export function pendingChangeLine(s: MySubscription | null): string | null {
  const change = s?.pendingChange;
  if (!change) return null;
  return change.effectiveOn
    ? `Seu plano muda para ${change.planName} em ${date(change.effectiveOn)}`
    : `Seu plano muda para ${change.planName} na próxima cobrança`;
}
