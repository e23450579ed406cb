import type { PageHead } from 'shared-ui/prerender';

/** The Equipe page's heading: the page renders it, and so does its build-time snapshot (prerender.tsx). */
export const TEAM_HEAD: PageHead = {
  title: 'Equipe',
  subtitle: 'Quem atende no seu negócio: os horários e os serviços de cada profissional.',
};
