import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from 'shared-auth';
import { toast } from 'shared-ui';
import { fetchDashboardStats } from './api/fetchDashboardStats';
import type { DashboardStats } from './types';

export type StatsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; stats: DashboardStats };

export const HOME_MESSAGES = {
  noUser: 'ID do usuário não encontrado',
  loadFailed: 'Erro ao carregar dados do dashboard',
  tryLater: 'Não foi possível carregar os dados do painel. Tente novamente mais tarde.',
} as const;

/** Loads the home's stats (one request) for the signed-in user; `reload` tries again. */
export function useDashboardStats() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) {
      toast.error(HOME_MESSAGES.noUser);
      setState({ status: 'error', message: HOME_MESSAGES.noUser });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    fetchDashboardStats(userId).then(
      (stats) => current && setState({ status: 'ready', stats }),
      (err: unknown) => {
        if (!current) return;
        console.error('[dashboard] stats', err);
        toast.error(HOME_MESSAGES.loadFailed);
        setState({ status: 'error', message: HOME_MESSAGES.tryLater });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
