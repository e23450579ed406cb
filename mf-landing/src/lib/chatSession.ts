/** localStorage key of the visitor's web chat session. */
export const CHAT_SESSION_KEY = 'chat_session_id';

const PREFIX = 'web_chat_';

/** 'web_chat_' followed by the timestamp in milliseconds. */
export function createChatSessionId(now: number = Date.now()): string {
  return `${PREFIX}${now}`;
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored chat session id, or a new one saved under chat_session_id when there is none. Storage can
 * throw (private mode, storage disabled): the visitor then gets an id for this page view only.
 */
export function ensureChatSessionId(storage: SessionStorageLike | undefined, now: number = Date.now()): string {
  try {
    const existing = storage?.getItem(CHAT_SESSION_KEY);
    if (existing) return existing;
    const id = createChatSessionId(now);
    storage?.setItem(CHAT_SESSION_KEY, id);
    return id;
  } catch {
    return createChatSessionId(now);
  }
}
