import type { ChatMessage, Conversation } from '../lib/types';

/** A conversation as the list and the thread read it; override what a test is about. */
export function conversationRow(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: '0b6f7c1e-1d2a-4c1b-9f00-000000000001',
    telefone: '5511987654321',
    nome: 'Maria Silva',
    estado: 'assistente',
    motivo_transferencia: null,
    opt_out_em: null,
    ultima_mensagem: 'Quero marcar uma consulta',
    ultima_mensagem_em: '2025-03-14T12:05:00Z',
    atendimento_id: null,
    muitas_mensagens_ate: null,
    cliente_escreveu_em: '2025-03-14T12:05:00Z',
    ...overrides,
  };
}

export function messageRow(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    autor: 'cliente',
    body: 'Olá',
    status: 'enviada',
    erro: null,
    created_at: '2025-03-14T12:00:00Z',
    midia_tipo: null,
    midia_path: null,
    midia_mime: null,
    midia_nome: null,
    midia_segundos: null,
    transcricao: null,
    midia_erro: null,
    midia_apagada_em: null,
    ...overrides,
  };
}
