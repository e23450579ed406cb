/** The availability step's texts. */
export const AVAILABILITY_MESSAGES = {
  /** The save that completes the Agenda step, like the other steps' messages. */
  saved: 'Configuração da agenda salva com sucesso!',
  /** A later save of the step already done: the owner changed their settings. */
  resaved: 'Configurações da agenda salvas com sucesso!',
  saveFailed: 'Erro ao salvar agenda',
} as const;
