// The dashboard home's first paint with the owner's figures (/user-dashboard). The page's access
// token comes with the request in a cookie (session-cookie.mjs); the shell's server asks
// get_user_dashboard_stats with it, at once, and sends the answer in the page as data (a <template>,
// see dataBlock), next to the home's snapshot. The home's first-paint script writes it into the
// snapshot's cards as soon as it runs, and the live page takes it over
// (mf-dashboard/src/features/home/firstPaint): the owner's day paints with the page, before the
// app's scripts (about 190 KB gzip) have arrived on the phone.
// No cookie, an expired token, a failing or slow API: the page goes out without it, and the script
// asks the API itself.
import { parse } from 'cookie';
import { mountOf } from './apps.mjs';
import { dataBlock } from './booking-first-paint.mjs';
import { ACCESS_COOKIE } from './session-cookie.mjs';
import { HOME_STATS_ID } from './snapshot-slot.mjs';

/** How long the page waits for the figures before it goes out without them. */
export const HOME_STATS_TIMEOUT_MS = 800;

const HOME = mountOf('mf_dashboard');

/** The user (`sub`) and expiry (`exp`, seconds) a JWT claims, unverified (PostgREST verifies it); else null. */
export function tokenClaims(token) {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    return typeof claims?.sub === 'string' && typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}

/**
 * The page's data block with the owner's figures, or null: not the home, no usable token, or the
 * API did not answer with them in time.
 */
export function homeFirstPaintSource({ supabaseUrl, supabaseAnonKey }, { timeoutMs = HOME_STATS_TIMEOUT_MS } = {}) {
  return async (pathname, cookieHeader) => {
    if (!supabaseUrl || pathname.replace(/\/$/, '') !== HOME || !cookieHeader) return null;
    const token = parse(cookieHeader)[ACCESS_COOKIE];
    const claims = token ? tokenClaims(token) : null;
    if (!claims || claims.exp * 1000 <= Date.now()) return null;
    try {
      const res = await fetch(`${supabaseUrl.replace(/\/$/, '')}/rest/v1/rpc/get_user_dashboard_stats`, {
        method: 'POST',
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_id_param: claims.sub }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const stats = res.ok ? await res.json() : null;
      if (!stats || typeof stats !== 'object' || Array.isArray(stats)) return null;
      return dataBlock(HOME_STATS_ID, { userId: claims.sub, stats });
    } catch {
      return null;
    }
  };
}
