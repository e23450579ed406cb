import { pagePath, pageRoute, type PageOf } from 'shared-build/apps';
import type { PageHead } from 'shared-ui/prerender';
import { SCHEDULE_HEAD } from './features/schedule/pageHead';
import { HOME_HEAD } from './features/home/pageHead';
import { PLAN_HEAD } from './features/plan/pageHead';
import { SETTINGS_HEAD } from './features/settings/pageHead';

/** The dashboard's pages: where each is (relative to the mount, from shared-build/apps.mjs) and its heading. */
export const PAGES = {
  home: { path: pageRoute('mf_dashboard', 'home'), head: HOME_HEAD },
  schedule: { path: pageRoute('mf_dashboard', 'schedule'), head: SCHEDULE_HEAD },
  plan: { path: pageRoute('mf_dashboard', 'plan'), head: PLAN_HEAD },
  settings: { path: pageRoute('mf_dashboard', 'settings'), head: SETTINGS_HEAD },
} satisfies Record<PageOf<'mf_dashboard'>, { path: string; head: PageHead }>;

export type PageName = keyof typeof PAGES;

/** The page's address in the site. */
export const pageUrl = (name: PageName) => pagePath('mf_dashboard', name);
