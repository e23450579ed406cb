import type { Session } from '@supabase/supabase-js';
import { rememberMeStorage } from '../config/rememberMeStorage';

/** Session key named for the product (supabase-js keeps the session there); PKCE keeps its verifier under `${key}-code-verifier`. */
export const AUTH_STORAGE_KEY = 'atende-ai-auth';

/** A stored session this close to its end is left to supabase-js, which refreshes it first. */
const VALID_FOR_AT_LEAST_MS = 60_000;

/**
 * The session supabase-js stored on this device, read without loading it, while its access token is
 * still good for a minute; null otherwise (none, unreadable, about to expire).
 */
export function readStoredSession(now = Date.now()): Session | null {
  const session = storedSessionJson();
  if (!session?.access_token || !session.user?.id || typeof session.expires_at !== 'number') return null;
  return session.expires_at * 1000 > now + VALID_FOR_AT_LEAST_MS ? (session as Session) : null;
}

/** The refresh token of the session stored on this device, however old its access token; else null. */
export function storedRefreshToken(): string | null {
  const token = storedSessionJson()?.refresh_token;
  return typeof token === 'string' && token ? token : null;
}

/** What supabase-js stored under AUTH_STORAGE_KEY, parsed; null when nothing or unreadable. */
function storedSessionJson(): Partial<Session> | null {
  try {
    const raw = rememberMeStorage.getItem(AUTH_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Partial<Session> | null) : null;
  } catch {
    return null;
  }
}
