import { getRest } from 'shared-auth';
import { asConversation, CONVERSATION_COLUMNS, type Conversation } from '../../../lib/types';
import { searchFilter } from '../utils/searchFilter';

/** Conversations per page: the list asks for more with 'Carregar mais'. */
export const PAGE_SIZE = 50;

export interface ConversationFilter {
  /** Only the conversations waiting for the owner ('Aguardando você'). */
  waiting: boolean;
  /** The search box's text (name or number). */
  search: string;
}

/**
 * A page of the owner's conversations, newest message first (the order of the table's
 * (id_dono, ultima_mensagem_em desc nulls last) index; the id keeps pages apart on equal times).
 */
export async function fetchConversations(filter: ConversationFilter, offset: number): Promise<Conversation[]> {
  let query = getRest().from('conversas').select(CONVERSATION_COLUMNS);
  if (filter.waiting) query = query.eq('estado', 'aguardando');
  const or = searchFilter(filter.search);
  if (or) query = query.or(or);
  const { data, error } = await query
    .order('ultima_mensagem_em', { ascending: false, nullsFirst: false })
    .order('id')
    .range(offset, offset + PAGE_SIZE - 1);
  if (error) throw new Error(error.message);
  return (data ?? []).map(asConversation);
}
