import { HOME_STATS_ID } from 'shared-build/snapshot-slot';
import type { DashboardStats } from '../types';

/**
 * The figures the shell's server sent with the page (shared-build/home-first-paint.mjs: asked with
 * the access token the page's request carried), for `userId`, once; null when there are none or
 * they are someone else's (another session on this device since).
 */
export function takeServerStats(userId: string): DashboardStats | null {
  const node = document.getElementById(HOME_STATS_ID);
  if (!(node instanceof HTMLTemplateElement)) return null;
  node.remove();
  try {
    const data = JSON.parse(node.content.textContent ?? '') as { userId?: unknown; stats?: unknown };
    const { stats } = data;
    return data.userId === userId && stats && typeof stats === 'object' && !Array.isArray(stats)
      ? (stats as DashboardStats)
      : null;
  } catch {
    return null;
  }
}
