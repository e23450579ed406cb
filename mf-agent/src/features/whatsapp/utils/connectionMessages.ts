import { WHATSAPP_INSTANCE_MESSAGES } from 'shared-domain';

/** The connection widget's texts. */
export const CONNECTION_MESSAGES = {
  qrTimeout: (attempt: number, tries: number) => `Tempo esgotado para gerar QR Code. Tentativa ${attempt}/${tries}...`,
  qrExhausted: 'Falha ao gerar QR Code após várias tentativas. Por favor, tente novamente mais tarde.',
  createFailed: 'Erro ao criar instância do WhatsApp. Tente novamente.',
  reconnectFailed: 'Erro ao reconectar WhatsApp. Tente novamente.',
  noQr: 'Não foi possível gerar o QR Code. Tente reconectar.',
  noQrTryLater: 'Não foi possível gerar o QR Code. Tente novamente mais tarde.',
  qrImageFailed: 'Erro ao exibir QR Code. Tente reconectar.',
  created: 'Instância criada! Escaneie o QR Code para conectar.',
  refreshed: 'QR Code atualizado! Escaneie para reconectar.',
  pollFailed: 'Erro ao verificar status da conexão',
  deleteFailed: 'Erro ao desconectar o WhatsApp. Tente novamente.',
  deleted: 'WhatsApp desconectado.',
  // Meta's Embedded Signup: the function's own message when it sent one, else this.
  signupFailed: WHATSAPP_INSTANCE_MESSAGES.signup,
  popupBlocked: 'O navegador bloqueou a janela da Meta. Permita pop-ups para este site e tente novamente.',
} as const;
