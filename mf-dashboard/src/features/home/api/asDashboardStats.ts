import type { DashboardStats } from '../types';

/**
 * get_user_dashboard_stats' answer as the stats, when it is the object the function builds; null for
 * anything else (nothing, an array, a scalar). The generated Returns is Json, so the shape inside is
 * the one DashboardStats describes. The page's read, the first-paint script's and the figures sent
 * with the page all pass through here.
 */
export function asDashboardStats(value: unknown): DashboardStats | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as DashboardStats) : null;
}
