import type { PageHead } from 'shared-ui/prerender';

/**
 * The page's heading: the page renders it, and so does its build-time snapshot (src/prerender.tsx).
 */
export const PLAN_HEAD: PageHead = { title: 'Meu Plano', subtitle: 'Acompanhe sua assinatura e seus pagamentos' };
