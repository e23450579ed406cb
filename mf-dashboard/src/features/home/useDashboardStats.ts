import { useAuthStore } from 'shared-auth';
import { toast } from 'shared-ui';
import { useAsyncData } from 'shared-ui/widgets';
import { fetchDashboardStats } from './api/fetchDashboardStats';
import { takePrefetchedStats } from './statsPrefetch';

export const HOME_MESSAGES = {
  noUser: 'ID do usuário não encontrado',
  loadFailed: 'Erro ao carregar dados do dashboard',
  tryLater: 'Não foi possível carregar os dados do painel. Tente novamente mais tarde.',
} as const;

/** The read that never started: nobody is signed in. */
const NO_USER = new Error('no signed-in user');

/**
 * Loads the home's stats (one request) for the signed-in user, taking over the request started
 * when the remote loaded if there is one; `reload` tries again. `noUser`: the
 * read never started (nobody signed in); any other error is a failed stats call.
 */
export function useDashboardStats() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const { state, reload } = useAsyncData(
    () => (userId ? (takePrefetchedStats(userId) ?? fetchDashboardStats(userId)) : Promise.reject(NO_USER)),
    [userId],
    {
      onError: (err) => {
        if (err === NO_USER) {
          toast.error(HOME_MESSAGES.noUser);
          return;
        }
        console.error('[dashboard] stats', err);
        toast.error(HOME_MESSAGES.loadFailed);
      },
    },
  );
  return { state, noUser: state.error === NO_USER, reload };
}
