import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from '../../../lib/queryKeys';
import { fetchConversation } from './fetchConversation';
import { fetchMessages } from './fetchMessages';
import { fetchWhatsappConnection } from './fetchWhatsappConnection';

/** The open thread's new messages show without a reload (no Realtime here: it polls). */
export const THREAD_POLL_MS = 4000;
/** The WhatsApp connection and its channel change seldom; read again now and then. */
const WHATSAPP_POLL_MS = 30_000;

export const conversationQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: inboxKeys.conversation(userId, id),
    queryFn: () => fetchConversation(id),
    refetchInterval: THREAD_POLL_MS,
    meta: { errorMessage: 'Erro ao carregar a conversa', errorLabel: '[inbox] conversation' },
  });

/**
 * The latest messages, read whole on every poll: a message whose only change is its delivery status
 * (the channel's receipts arrive after the send) or its failure reason shows its new tick too.
 */
export const messagesQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: inboxKeys.messages(userId, id),
    queryFn: () => fetchMessages(id),
    refetchInterval: THREAD_POLL_MS,
    meta: { errorMessage: 'Erro ao carregar as mensagens', errorLabel: '[inbox] messages' },
  });

export const whatsappQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: inboxKeys.whatsapp(userId),
    queryFn: () => fetchWhatsappConnection(userId),
    refetchInterval: WHATSAPP_POLL_MS,
    // Unknown (a failed read) never blocks sending: the function refuses a disconnected WhatsApp itself.
    meta: { errorLabel: '[inbox] whatsapp' },
  });

export const useConversation = (userId: string, id: string) => useQuery(conversationQueryOptions(userId, id));
export const useMessages = (userId: string, id: string) => useQuery(messagesQueryOptions(userId, id));
export const useWhatsappConnection = (userId: string) => useQuery(whatsappQueryOptions(userId));
