import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys, mediaLinkKey } from '../../../lib/queryKeys';
import { actionFailure } from '../utils/actionFailure';
import { fetchConversation } from './fetchConversation';
import { fetchMediaLink } from './fetchMediaLink';
import { fetchMessages } from './fetchMessages';
import { fetchWhatsappConnection } from './fetchWhatsappConnection';

/** The open thread's new messages show without a reload (no Realtime here: it polls). */
export const THREAD_POLL_MS = 4000;
/** The WhatsApp connection and its channel change seldom; read again now and then. */
const WHATSAPP_POLL_MS = 30_000;
/** A signed media URL lives 5 minutes; one held longer than this is asked again before use. */
export const MEDIA_LINK_FRESH_MS = 4 * 60_000;

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

/**
 * A message's media, by the function's signed URL: asked when a picture shows, or when the owner opens
 * a voice note or a document, and held while it is fresh. A refusal toasts the function's own message
 * ('Mídia não encontrada.' once deleted).
 */
export const mediaLinkQueryOptions = (conversationId: string, messageId: string) =>
  queryOptions({
    queryKey: mediaLinkKey(conversationId, messageId),
    queryFn: () => fetchMediaLink(conversationId, messageId),
    staleTime: MEDIA_LINK_FRESH_MS,
    meta: { errorMessage: (error) => actionFailure(error, 'midia'), errorLabel: '[inbox] media' },
  });

export const useConversation = (userId: string, id: string) => useQuery(conversationQueryOptions(userId, id));
export const useMessages = (userId: string, id: string) => useQuery(messagesQueryOptions(userId, id));
export const useWhatsappConnection = (userId: string) => useQuery(whatsappQueryOptions(userId));
