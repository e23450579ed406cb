import { mountOf } from 'shared-build/apps';
import type { PageHead } from 'shared-ui/prerender';
import { AGENDA_HEAD } from './features/agenda/pageHead';
import { HOME_HEAD } from './features/home/pageHead';
import { PLAN_HEAD } from './features/plan/pageHead';
import { SETTINGS_HEAD } from './features/settings/pageHead';

const MOUNT = mountOf('mf_dashboard');

/** The dashboard's pages: where each is (relative to the mount) and the heading it shows. */
export const PAGES = {
  home: { path: '', head: HOME_HEAD },
  agenda: { path: 'schedule', head: AGENDA_HEAD },
  plan: { path: 'plan', head: PLAN_HEAD },
  settings: { path: 'settings', head: SETTINGS_HEAD },
} satisfies Record<string, { path: string; head: PageHead }>;

export type PageName = keyof typeof PAGES;

/** The page's address in the site. */
export const pageUrl = (name: PageName) => (PAGES[name].path ? `${MOUNT}/${PAGES[name].path}` : MOUNT);
