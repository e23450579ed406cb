// The home's first-paint script: a bundle of its own (shared-build's atende-prerender makes it from
// this file, src/prerender.tsx names it), which the shell's server puts in the home's page with its
// snapshot. It writes the owner's figures into the snapshot's cards: the owner reads the day before
// React and the app have arrived (about 190 KB gzip on a phone). The figures come with the page (the
// server asked for them with the token the request carried) or, when they did not (an expired token,
// a slow API), are asked for now with the session stored on the device. The page's stats query then
// starts from them (api/dashboardStatsQuery.ts). Only the full variant is painted this way; welcome
// and empty wait for the page.
import { readRuntimeConfig } from 'shared-auth/config';
import { readStoredSession, renewStoredSession } from 'shared-auth/session';
import { asDashboardStats } from '../api/asDashboardStats';
import { dashboardVariant } from '../dashboardVariant';
import type { DashboardStats } from '../types';
import { fillFigures } from './fillFigures';
import { publishFirstPaintStats } from './handoff';
import { takeServerStats } from './serverStats';

void paintFigures();

async function paintFigures(): Promise<void> {
  const session = readStoredSession() ?? (await renewStoredSession());
  if (!session) return;
  // Sent with the page when its request carried the token (the usual case); else asked for now.
  const sent = takeServerStats(session.user.id);
  const stats = sent ? Promise.resolve(sent) : askStats(session.user.id, session.access_token);
  publishFirstPaintStats({ userId: session.user.id, at: Date.now(), stats });
  const answer = await stats;
  if (answer && dashboardVariant(answer) === 'full') fillFigures(document, answer);
}

/**
 * get_user_dashboard_stats as PostgREST takes it (what getRest().rpc sends, see
 * ../api/fetchDashboardStats.ts), with plain fetch: postgrest-js would make this script about 6 KB
 * gzip instead of under 2. Null on any failure: the page then asks itself.
 */
async function askStats(userId: string, token: string): Promise<DashboardStats | null> {
  const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig();
  try {
    const res = await fetch(`${supabaseUrl}/rest/v1/rpc/get_user_dashboard_stats`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id_param: userId }),
    });
    return asDashboardStats(res.ok ? await res.json() : null);
  } catch {
    return null;
  }
}
