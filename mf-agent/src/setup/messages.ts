/** The setup page's texts used by the page frame. */
export const AGENT_MESSAGES = {
  loadFailed: 'Erro ao carregar configurações',
  notAuthenticated: 'Usuário não autenticado',
} as const;
