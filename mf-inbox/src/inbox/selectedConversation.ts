/** The open conversation is in the page's address, `?c=<id>`: a link or a reload opens it again. */
export const CONVERSATION_PARAM = 'c';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The conversation `?c=` names, or null (none, or not an id: never sent to the API). */
export function selectedConversation(params: URLSearchParams): string | null {
  const id = params.get(CONVERSATION_PARAM);
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** The address (search part) that opens a conversation. */
export function conversationHref(id: string): string {
  return `?${new URLSearchParams({ [CONVERSATION_PARAM]: id })}`;
}
