import { takeDataBlock } from 'shared-build/data-block';
import { HOME_STATS_ID } from 'shared-build/snapshot-slot';
import { asDashboardStats } from '../api/asDashboardStats';
import type { DashboardStats } from '../types';

/**
 * The figures the shell's server sent with the page (shared-build/home-first-paint.mjs: asked with
 * the access token the page's request carried), for `userId`, once; null when there are none or
 * they are someone else's (another session on this device since).
 */
export function takeServerStats(userId: string): DashboardStats | null {
  const data = takeDataBlock(HOME_STATS_ID) as { userId?: unknown; stats?: unknown } | null;
  return data?.userId === userId ? asDashboardStats(data.stats) : null;
}
