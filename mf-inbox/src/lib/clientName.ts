import { formatPhone } from 'shared-domain';
import type { Conversation } from './types';

/** The client as the owner knows them: the WhatsApp name, else the number '(11) 98765-4321'. */
export function clientName(conversation: Pick<Conversation, 'nome' | 'telefone'>): string {
  return conversation.nome?.trim() || formatPhone(conversation.telefone) || conversation.telefone;
}
