import { ACCESS_COOKIE, ACCESS_COOKIE_PATH } from 'shared-build/session-cookie';
import { rememberMeStorage } from '../config/rememberMeStorage';
import { AUTH_STORAGE_KEY } from './storedSession';

/** Seconds cut from the cookie's life, so the server never sends a token about to expire. */
const EARLY_EXPIRY_S = 60;

/**
 * Where supabase-js (and renewStoredSession) keep the session: rememberMeStorage, and the access
 * token mirrored into a cookie that only the customer area's pages are sent with
 * (shared-build/session-cookie.mjs). The shell's server reads it on the home to send the owner's
 * figures with the page (shared-build/home-first-paint.mjs). It lasts as long as the token, and goes
 * with the session.
 */
export const sessionStore = {
  getItem: (key: string) => rememberMeStorage.getItem(key),
  setItem(key: string, value: string): void {
    rememberMeStorage.setItem(key, value);
    if (key === AUTH_STORAGE_KEY) mirrorAccessToken(value);
  },
  removeItem(key: string): void {
    rememberMeStorage.removeItem(key);
    if (key === AUTH_STORAGE_KEY) mirrorAccessToken(null);
  },
};

function mirrorAccessToken(sessionJson: string | null): void {
  if (typeof document === 'undefined') return;
  let token = '';
  let maxAge = 0;
  try {
    const session = sessionJson ? (JSON.parse(sessionJson) as { access_token?: unknown; expires_at?: unknown }) : null;
    if (typeof session?.access_token === 'string' && typeof session.expires_at === 'number') {
      token = session.access_token;
      maxAge = Math.max(0, Math.floor(session.expires_at - Date.now() / 1000) - EARLY_EXPIRY_S);
    }
  } catch {
    // Not a session: the cookie goes.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ACCESS_COOKIE}=${maxAge ? token : ''}; Path=${ACCESS_COOKIE_PATH}; Max-Age=${maxAge}; SameSite=Strict${secure}`;
}
