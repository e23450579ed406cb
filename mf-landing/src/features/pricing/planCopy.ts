import { formatBRL } from 'shared-ui';
import type { LandingPlan } from 'shared-domain/landing-plans';

/** Benefits every plan card lists. */
export const PLAN_FEATURES: readonly string[] = [
  'Assistente de IA atendendo 24h no WhatsApp',
  'Agendamento automático na sua agenda',
  'Lembretes automáticos para reduzir faltas',
  'Respostas personalizadas para o seu negócio',
  'Suporte de segunda a sexta, das 9h às 18h',
];

const PERIOD_WORD: Record<LandingPlan['period'], string> = {
  mensal: 'por mês',
  semestral: 'no semestre',
  anual: 'no ano',
};

/** 'Total de R$ 377,40 no semestre'. */
export function totalText(plan: LandingPlan): string {
  return `Total de ${formatBRL(plan.totalPrice)} ${PERIOD_WORD[plan.period]}`;
}

/** The instalment total the copy quotes: 'ou R$ 534,60 em 6x' (null for the monthly plan). */
export function installmentsText(plan: LandingPlan): string | null {
  const quoted = plan.quotedInstallments;
  return quoted ? `ou ${formatBRL(quoted.total)} em ${quoted.count}x` : null;
}
