import { useAuthStore } from 'shared-auth';
import { fetchDashboardStats } from './api/fetchDashboardStats';
import { takeFirstPaintStats } from './firstPaint/handoff';
import type { DashboardStats } from './types';

/** A prefetched answer older than this is not shown: the page asks again. */
const FRESH_MS = 10_000;

let early: { userId: string; at: number; stats: Promise<DashboardStats> } | null = null;

function startFor(userId: string | null | undefined): boolean {
  if (!userId) return false;
  early = { userId, at: Date.now(), stats: fetchDashboardStats(userId) };
  // Whoever takes it handles a failure; until then it must not be reported as unhandled.
  early.stats.catch(() => undefined);
  return true;
}

/**
 * Starts the home's stats request as soon as the session is known, before the home page renders
 * (the remote calls it when it loads on the home's path): the figures then arrive with the page.
 */
export function prefetchDashboardStats(): void {
  // The page's first-paint script asked already (the figures may be on screen): its answer is used,
  // or on a failure the page's own request.
  const firstPaint = takeFirstPaintStats();
  if (firstPaint) {
    const { userId, at, stats } = firstPaint;
    early = { userId, at, stats: stats.then((answer) => answer ?? fetchDashboardStats(userId)) };
    early.stats.catch(() => undefined);
    return;
  }
  if (startFor(useAuthStore.getState().user?.id)) return;
  const unsubscribe = useAuthStore.subscribe((s) => {
    if (startFor(s.user?.id)) unsubscribe();
  });
}

/** The prefetched request for this user, once, while fresh; null when the page must ask itself. */
export function takePrefetchedStats(userId: string): Promise<DashboardStats> | null {
  const taken = early;
  early = null;
  if (!taken || taken.userId !== userId || Date.now() - taken.at > FRESH_MS) return null;
  return taken.stats;
}
