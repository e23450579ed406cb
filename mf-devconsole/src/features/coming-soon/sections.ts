import { APPS } from 'shared-build/apps';

/** The console's pages that have their own screen. */
const BUILT = ['overview', 'credentials'];

const CONSOLE = APPS.find((app) => app.name === 'mf_devconsole')!;

/** Console sections whose contents are not defined yet; each shows 'Em breve' under its menu label. */
export const COMING_SOON_SECTIONS = CONSOLE.pages
  .filter((page) => !BUILT.includes(page.name))
  .map((page) => ({ path: page.path, title: page.nav.label }));
