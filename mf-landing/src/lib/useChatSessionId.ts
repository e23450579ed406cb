import { useEffect } from 'react';
import { ensureChatSessionId } from './chatSession';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** On mount, keeps a chat session id in localStorage (chat_session_id), creating it when absent. */
export function useChatSessionId(): void {
  useEffect(() => {
    ensureChatSessionId(localStorageOrUndefined());
  }, []);
}
