import { useAuthStore } from './authStore';
import { renewStoredSession } from './renewStoredSession';
import { restoreStoredSession } from './restoreStoredSession';
import { storedRefreshToken } from './storedSession';

let started = false;

const CLIENT_WAIT_MS = 3000;
let connecting = false;

/**
 * Loads the Supabase client and connects the store to it (idempotent): token refresh, sign-out from
 * another tab, everything beyond the first screen's reads.
 */
function connectAuthClient(): void {
  if (connecting || !started) return;
  connecting = true;
  // By package name: the client entry is its own federation singleton. It gets the store from here
  // rather than importing this entry back.
  import('shared-auth/client')
    .then((client) => client.connectAuthStore(useAuthStore))
    .catch((error: unknown) => {
      started = false;
      connecting = false;
      console.error('[auth] cliente indisponível:', error);
      useAuthStore.getState().reset();
    });
}

/**
 * Starts auth for the page (idempotent). The Supabase client (supabase-js, about 60 KB gzip) is
 * loaded here on demand, so a page that never calls this — the landing — never downloads it. If the
 * client cannot be loaded the visitor is treated as signed out, and the next call tries again.
 */
export function initAuth(): void {
  if (started) return;
  started = true;
  // A returning user with a valid stored session is known now (restoreStoredSession): the client then
  // waits CLIENT_WAIT_MS, leaving the phone's bandwidth and main thread to the first screen (a page
  // that writes loads it on its own as it needs it; the token is good for a minute at least).
  const restored = () => restoreStoredSession(useAuthStore, connectAuthClient);
  if (restored()) return void setTimeout(connectAuthClient, CLIENT_WAIT_MS);
  if (!storedRefreshToken()) return connectAuthClient();
  // The access token expired (overnight, typically): renewed first, then as above.
  void renewStoredSession().then((session) => {
    if (session && restored()) setTimeout(connectAuthClient, CLIENT_WAIT_MS);
    else connectAuthClient();
  });
}
