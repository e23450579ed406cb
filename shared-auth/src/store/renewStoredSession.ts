import type { Session } from '@supabase/supabase-js';
import { readRuntimeConfig } from '../config/runtimeConfig';
import { sessionStore } from './sessionStore';
import { AUTH_STORAGE_KEY, readStoredSession, storedRefreshToken } from './storedSession';

/**
 * An access token lasts an hour, so the owner who opens the dashboard every morning finds it expired.
 * This renews it the way supabase-js does (POST /auth/v1/token?grant_type=refresh_token, the session
 * answer with expires_at filled in) and stores the new session where supabase-js reads it, so the
 * client starts from it when it loads. Null when there is nothing to renew or the server refuses
 * (supabase-js then tries itself, and signs out on a revoked token).
 *
 * A refresh token is good for one use, and two parts of the page may find the session expired: the
 * home's first-paint script and the app's start-up (initAuth). The renewal holds a Web Lock, so the
 * token is spent once; whoever waited finds the session already renewed. (supabase-js loads later and
 * reads the renewed session from storage.)
 */
export function renewStoredSession(): Promise<Session | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(`${AUTH_STORAGE_KEY}:renew`, renewOnce) : renewOnce();
}

async function renewOnce(): Promise<Session | null> {
  const renewed = readStoredSession();
  if (renewed) return renewed;
  const refreshToken = storedRefreshToken();
  if (!refreshToken) return null;
  const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
  try {
    const res = await fetch(`${supabaseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<Session> | null;
    if (!body?.access_token || !body.refresh_token || !body.user?.id) return null;
    const expiresAt = body.expires_at ?? Math.round(Date.now() / 1000) + (body.expires_in ?? 0);
    sessionStore.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...body, expires_at: expiresAt }));
    return readStoredSession();
  } catch {
    return null;
  }
}
