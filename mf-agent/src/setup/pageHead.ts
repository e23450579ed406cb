import type { PageHead } from 'shared-ui/prerender';

/** The setup page's heading: the page renders it, and so does its build-time snapshot (prerender.tsx). */
export const SETUP_HEAD: PageHead = {
  title: 'Configuração do Agente',
  subtitle: 'Configure seu assistente em cinco etapas; cada etapa fica salva ao continuar.',
};
