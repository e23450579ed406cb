import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { inboxKeys } from '../../../lib/queryKeys';
import { fetchConversations, PAGE_SIZE, type ConversationFilter } from './fetchConversations';

/** New messages reorder the list without a reload (no Realtime here: the list polls). */
export const LIST_POLL_MS = 5000;

export const conversationsQueryOptions = (userId: string, filter: ConversationFilter) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(userId, filter),
    queryFn: ({ pageParam }) => fetchConversations(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === PAGE_SIZE ? pages.length * PAGE_SIZE : undefined),
    refetchInterval: LIST_POLL_MS,
    // A new filter or search keeps the last list on screen until its answer comes.
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Erro ao carregar conversas', errorLabel: '[inbox] list' },
  });

/** The owner's conversations for a filter, page by page. */
export function useConversations(userId: string, filter: ConversationFilter) {
  return useInfiniteQuery(conversationsQueryOptions(userId, filter));
}
