import type { PageHead } from 'shared-ui/prerender';

/**
 * The page's heading: the page renders it, and so does its build-time snapshot (src/prerender.tsx).
 */
export const SCHEDULE_HEAD: PageHead = { title: 'Minha Agenda', subtitle: 'Seus agendamentos, lembretes e histórico' };
