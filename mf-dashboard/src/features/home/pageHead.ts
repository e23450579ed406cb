import type { PageHead } from 'shared-ui/prerender';

/**
 * The page's heading: the page renders it, and so does its build-time snapshot (src/prerender.tsx).
 * The line under it greets the owner by name, known only in the browser.
 */
export const HOME_HEAD: PageHead = { title: 'Painel' };
