import { callFunction } from 'shared-auth';
import type { ConversationAction } from 'shared-domain';

/** What the owner does to a conversation ('enviar' also takes it over): the function's contract. */
export type { ConversationAction };

/**
 * The `conversations` function: it checks the owner and the instance and refuses with a pt-BR
 * message (FunctionCallError) — an empty or too long message, a disconnected WhatsApp, a failed send.
 * Its answer is shared-domain's ConversationsAnswer: the conversation, and the message 'enviar' sent.
 */
export function conversationAction(acao: ConversationAction, conversa: string, texto?: string) {
  return callFunction('conversations', {
    method: 'POST',
    body: texto === undefined ? { acao, conversa } : { acao, conversa, texto },
  });
}
