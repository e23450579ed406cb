/** The profile bootstrap's messages (shown on 'Acesso Não Autorizado'). */
export const PROFILE_MESSAGES = {
  createFailed: 'Não foi possível criar seu perfil de usuário.',
  lookupFailed: 'Erro ao verificar seu perfil de usuário.',
  lookupThrew: 'Ocorreu um erro ao verificar seu perfil de usuário.',
  createThrew: 'Ocorreu um erro ao criar seu perfil de usuário.',
} as const;
