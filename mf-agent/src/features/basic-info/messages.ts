/** The basic-info step's texts. */
export const BASIC_INFO_MESSAGES = {
  required: 'Preencha todos os campos obrigatórios',
  saved: 'Informações básicas salvas com sucesso!',
  failed: 'Erro ao salvar configuração',
} as const;
