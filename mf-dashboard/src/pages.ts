import { mountOf, pagePath, type PageOf } from 'shared-build/apps';
import type { PageHead } from 'shared-ui/prerender';
import { SCHEDULE_HEAD } from './features/schedule/pageHead';
import { HOME_HEAD } from './features/home/pageHead';
import { PLAN_HEAD } from './features/plan/pageHead';
import { SETTINGS_HEAD } from './features/settings/pageHead';

const MOUNT = mountOf('mf_dashboard');

/** Where a page is, relative to the mount (its address is in shared-build/apps.mjs). */
const pathOf = (page: PageOf<'mf_dashboard'>) => pagePath('mf_dashboard', page).slice(MOUNT.length + 1);

/** The dashboard's pages: where each is (relative to the mount) and the heading it shows. */
export const PAGES = {
  home: { path: pathOf('home'), head: HOME_HEAD },
  schedule: { path: pathOf('schedule'), head: SCHEDULE_HEAD },
  plan: { path: pathOf('plan'), head: PLAN_HEAD },
  settings: { path: pathOf('settings'), head: SETTINGS_HEAD },
} satisfies Record<PageOf<'mf_dashboard'>, { path: string; head: PageHead }>;

export type PageName = keyof typeof PAGES;

/** The page's address in the site. */
export const pageUrl = (name: PageName) => pagePath('mf_dashboard', name);
