// The credential list's toasts, word for word.
export const CREDENTIAL_CREATED = 'Credencial criada com sucesso';
export const CREDENTIAL_UPDATED = 'Credencial atualizada com sucesso';
export const CREDENTIAL_DELETED = 'Credencial excluída com sucesso';
export const CREDENTIAL_SAVE_ERROR = 'Erro ao salvar credencial';
export const CREDENTIAL_DELETE_ERROR = 'Erro ao excluir credencial';
