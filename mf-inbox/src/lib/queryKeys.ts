/**
 * The inbox's query keys, all under ['inbox', owner]: an action on a conversation reads everything
 * again at once (the list, the thread and the shell's count of conversations waiting, whose key
 * `['inbox', userId, 'waiting']` lives in shell/src/layouts/waitingConversations.ts).
 */
export const inboxKeys = {
  all: (userId: string) => ['inbox', userId] as const,
  lists: (userId: string) => [...inboxKeys.all(userId), 'list'] as const,
  list: (userId: string, filter: { waiting: boolean; search: string }) =>
    [...inboxKeys.lists(userId), filter.waiting ? 'aguardando' : 'todas', filter.search] as const,
  conversation: (userId: string, id: string) => [...inboxKeys.all(userId), 'conversation', id] as const,
  messages: (userId: string, id: string) => [...inboxKeys.all(userId), 'messages', id] as const,
  whatsapp: (userId: string) => [...inboxKeys.all(userId), 'whatsapp'] as const,
  assistantPause: (userId: string) => [...inboxKeys.all(userId), 'assistant-pause'] as const,
};

/**
 * A message's signed media URL: outside ['inbox', owner] on purpose, so an action's refresh of the inbox
 * does not sign every picture on screen again (the function only reads; nothing else changes with it).
 */
export const mediaLinkKey = (conversationId: string, messageId: string) =>
  ['inbox-media', conversationId, messageId] as const;
