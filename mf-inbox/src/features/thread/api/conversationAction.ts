import { callFunction } from 'shared-auth';
import type { ChatMessage, Conversation } from '../../../lib/types';

/** What the owner does to a conversation ('enviar' also takes it over). */
export type ConversationAction = 'enviar' | 'assumir' | 'devolver' | 'concluir';

export interface ActionAnswer {
  conversa: Partial<Conversation> & { id: string };
  /** The message sent, for 'enviar'. */
  mensagem?: ChatMessage;
}

/**
 * The `conversations` function: it checks the owner and the instance and refuses with a pt-BR
 * message (FunctionCallError) — an empty or too long message, a disconnected WhatsApp, a failed send.
 */
export function conversationAction(acao: ConversationAction, conversa: string, texto?: string): Promise<ActionAnswer> {
  return callFunction<ActionAnswer>('conversations', {
    method: 'POST',
    body: texto === undefined ? { acao, conversa } : { acao, conversa, texto },
  });
}
