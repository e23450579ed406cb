/** The review step's texts. */
export const REVIEW_MESSAGES = {
  pending: 'Algumas configurações ainda estão pendentes. Complete todas as etapas para ativar seu assistente.',
  activated: 'Configuração finalizada com sucesso!',
  failed: 'Erro ao finalizar configuração',
  incomplete: 'Configuração incompleta',
  webhookPending:
    'Assistente ativo, mas o WhatsApp ainda não recebeu o endereço dele. Reconecte o WhatsApp e ative novamente.',
} as const;
