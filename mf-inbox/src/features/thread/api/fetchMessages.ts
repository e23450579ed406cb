import { getRest } from 'shared-auth';
import { asMessage, MESSAGE_COLUMNS, type ChatMessage } from '../../../lib/types';

/** The thread shows a conversation's latest messages, this many. */
export const THREAD_LIMIT = 200;

/**
 * A conversation's latest messages, oldest first as the thread reads (asked newest first, on the
 * table's (conversa_id, created_at) index, so a long conversation reads only its end).
 */
export async function fetchMessages(conversationId: string): Promise<ChatMessage[]> {
  const { data, error } = await getRest()
    .from('chat_messages')
    .select(MESSAGE_COLUMNS)
    .eq('conversa_id', conversationId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(THREAD_LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []).map(asMessage).reverse();
}
