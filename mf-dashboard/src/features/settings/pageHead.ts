import type { PageHead } from 'shared-ui/prerender';

/**
 * The page's heading: the page renders it, and so does its build-time snapshot (src/prerender.tsx).
 */
export const SETTINGS_HEAD: PageHead = {
  title: 'Configurações da Conta',
  subtitle: 'Gerencie suas informações pessoais e sua senha',
};
