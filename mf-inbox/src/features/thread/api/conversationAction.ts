import { callFunction } from 'shared-auth';
import type { ConversationAction } from 'shared-domain';

/** Every action of the function's contract ('midia' included: it only reads). */
export type { ConversationAction };

/** What the owner does to a conversation ('enviar' also takes it over): all but 'midia' (fetchMediaLink). */
export type ThreadAction = Exclude<ConversationAction, 'midia'>;

/**
 * The `conversations` function: it checks the owner and the instance and refuses with a pt-BR
 * message (FunctionCallError) — an empty or too long message, a disconnected WhatsApp, a failed send.
 * Its answer is shared-domain's ConversationsAnswer: the conversation, and the message 'enviar' sent.
 */
export function conversationAction(acao: ThreadAction, conversa: string, texto?: string) {
  return callFunction('conversations', {
    method: 'POST',
    body: texto === undefined ? { acao, conversa } : { acao, conversa, texto },
  });
}
