import { useAuthStore } from './authStore';

let started = false;

/**
 * Starts auth for the page (idempotent). The Supabase client (supabase-js, about 60 KB gzip) is
 * loaded here on demand, so a page that never calls this — the landing — never downloads it. If the
 * client cannot be loaded the visitor is treated as signed out, and the next call tries again.
 */
export function initAuth(): void {
  if (started) return;
  started = true;
  // By package name: the client entry is its own federation singleton. It gets the store from here
  // rather than importing this entry back.
  import('shared-auth/client')
    .then((client) => client.connectAuthStore(useAuthStore))
    .catch((error: unknown) => {
      started = false;
      console.error('[auth] cliente indisponível:', error);
      useAuthStore.getState().reset();
    });
}
