import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from 'shared-auth';
import { useReadState } from '../../../lib/readState';
import { takeFirstPaintStats } from '../firstPaint/handoff';
import type { DashboardStats } from '../types';
import { fetchDashboardStats } from './fetchDashboardStats';
import { homeKeys } from './queryKeys';

export const HOME_MESSAGES = {
  noUser: 'ID do usuário não encontrado',
  loadFailed: 'Erro ao carregar dados do dashboard',
  tryLater: 'Não foi possível carregar os dados do painel. Tente novamente mais tarde.',
} as const;

/** A first-paint answer older than this is not shown: the page asks again. */
export const FIRST_PAINT_FRESH_MS = 10_000;

/** The read that never started: nobody is signed in. */
const NO_USER = new Error('no signed-in user');

/**
 * The home's figures for `userId`: the answer the page's first-paint script got (the figures the server
 * sent with the page, or its own request) when there is a fresh one for this user, taken once, so the
 * query's cache starts from it instead of asking twice; else, or when that request failed, one request.
 */
async function loadDashboardStats(userId: string): Promise<DashboardStats> {
  const firstPaint = takeFirstPaintStats();
  const fresh = firstPaint?.userId === userId && Date.now() - firstPaint.at <= FIRST_PAINT_FRESH_MS;
  const early = fresh ? await firstPaint.stats.catch(() => null) : null;
  return early ?? fetchDashboardStats(userId);
}

/** The home's figures (one request); without a user the read fails at once with noUser. */
export const dashboardStatsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: homeKeys.stats(userId),
    queryFn: () => (userId ? loadDashboardStats(userId) : Promise.reject(NO_USER)),
    meta: {
      errorLabel: '[dashboard] stats',
      errorMessage: (err) => (err === NO_USER ? HOME_MESSAGES.noUser : HOME_MESSAGES.loadFailed),
    },
  });

/**
 * The home's stats for the signed-in user; `reload` tries again. `noUser`: the read never started
 * (nobody signed in); any other error is a failed stats call.
 */
export function useDashboardStats() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const query = useQuery(dashboardStatsQueryOptions(userId));
  return { state: useReadState(query), noUser: query.error === NO_USER, reload: () => void query.refetch() };
}
