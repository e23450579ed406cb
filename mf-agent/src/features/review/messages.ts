import { SUBSCRIPTION_INACTIVE_MESSAGE } from 'shared-domain';

/** The review step's texts. */
export const REVIEW_MESSAGES = {
  pending: 'Algumas configurações ainda estão pendentes. Complete todas as etapas para ativar seu assistente.',
  activated: 'Configuração finalizada com sucesso!',
  failed: 'Erro ao finalizar configuração',
  incomplete: 'Configuração incompleta',
  // agent-activate's 403 subscription_inactive: only a subscription granting access publishes.
  subscriptionInactive: SUBSCRIPTION_INACTIVE_MESSAGE,
  webhookPending:
    'Assistente ativo, mas o WhatsApp ainda não recebeu o endereço dele. Reconecte o WhatsApp e ative novamente.',
} as const;
