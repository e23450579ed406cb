/** Spec 2 §8 'Agent config' texts used by the page frame. */
export const AGENT_MESSAGES = {
  loadFailed: 'Erro ao carregar configurações',
  notAuthenticated: 'Usuário não autenticado',
} as const;
