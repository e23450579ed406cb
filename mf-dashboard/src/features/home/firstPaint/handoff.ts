import type { DashboardStats } from '../types';

/** The stats request the first-paint script made: whose, when it left, its answer (null: failed). */
export interface FirstPaintStats {
  userId: string;
  at: number;
  stats: Promise<DashboardStats | null>;
}

declare global {
  interface Window {
    /** Set by the home's first-paint script (a bundle of its own), taken by the page once. */
    __ATENDE_HOME_STATS__?: FirstPaintStats;
  }
}

/** The first-paint script's request, for the page to take over instead of asking again. */
export function publishFirstPaintStats(request: FirstPaintStats): void {
  window.__ATENDE_HOME_STATS__ = request;
}

/** The first-paint script's request, once; null when it made none. */
export function takeFirstPaintStats(): FirstPaintStats | null {
  const request = window.__ATENDE_HOME_STATS__ ?? null;
  delete window.__ATENDE_HOME_STATS__;
  return request;
}
