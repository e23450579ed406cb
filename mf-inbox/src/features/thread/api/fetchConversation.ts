import { getRest } from 'shared-auth';
import { asConversation, CONVERSATION_COLUMNS, type Conversation } from '../../../lib/types';

/** One conversation of the owner; null when there is none with that id (or it is another owner's). */
export async function fetchConversation(id: string): Promise<Conversation | null> {
  const { data, error } = await getRest().from('conversas').select(CONVERSATION_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data && asConversation(data);
}
