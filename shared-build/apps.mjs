// The apps of the site: federation name, folder, default port and where the shell mounts each
// remote. One list, read by the webpack configs, the servers and the site runner, and by the browser
// code: the shell's route table and remote loader, and each remote's standalone page and fallback route.
// `@type {const}` keeps the literal names and paths, so TypeScript (allowJs) types them exactly.
import { MOUNTS } from './paths.mjs';

export { MOUNTS, SHELL_PAGES } from './paths.mjs';

export const APPS = /** @type {const} */ ([
  { name: 'shell', dir: 'shell', port: 3000, title: 'Atende.AI — Assistente de IA no WhatsApp para seu negócio' },
  // snapshot: the remote ships a prerendered dist/snapshot.json that the shell's server puts into its page.
  {
    name: 'mf_landing',
    dir: 'mf-landing',
    port: 3001,
    mount: MOUNTS.mf_landing,
    snapshot: true,
    title: 'Atende.AI — Landing',
  },
  { name: 'mf_checkout', dir: 'mf-checkout', port: 3002, mount: MOUNTS.mf_checkout, title: 'Atende.AI — Checkout' },
  // The customer area's remotes ship a snapshot per page, which the server puts into the shell's frame.
  // pages: where each page is under the mount and, with `nav`, its entry in the area's sidebar (the
  // shell builds the sidebar from these lists; the remote's route table reads its paths from them).
  {
    name: 'mf_dashboard',
    dir: 'mf-dashboard',
    port: 3003,
    mount: MOUNTS.mf_dashboard,
    snapshot: true,
    title: 'Atende.AI — Painel',
    pages: [
      { name: 'home', path: '', nav: { group: 'PRINCIPAL', order: 1, label: 'Painel' } },
      { name: 'schedule', path: 'schedule', nav: { group: 'PRINCIPAL', order: 4, label: 'Minha Agenda' } },
      { name: 'plan', path: 'plan', nav: { group: 'CONTA', order: 6, label: 'Meu Plano' } },
      { name: 'settings', path: 'settings', nav: { group: 'CONTA', order: 7, label: 'Configurações' } },
    ],
  },
  {
    name: 'mf_agent',
    dir: 'mf-agent',
    port: 3004,
    mount: MOUNTS.mf_agent,
    snapshot: true,
    title: 'Atende.AI — Agente',
    pages: [
      { name: 'setup', path: '', nav: { group: 'PRINCIPAL', order: 2, label: 'Agente' } },
      { name: 'team', path: 'equipe', nav: { group: 'PRINCIPAL', order: 3, label: 'Equipe' } },
    ],
  },
  {
    name: 'mf_devconsole',
    dir: 'mf-devconsole',
    port: 3005,
    mount: MOUNTS.mf_devconsole,
    title: 'Atende.AI — Console',
    pages: [
      { name: 'overview', path: '', nav: { group: 'DESENVOLVIMENTO', order: 1, label: 'Overview' } },
      { name: 'credentials', path: 'credentials', nav: { group: 'DESENVOLVIMENTO', order: 2, label: 'Credenciais' } },
      { name: 'logs', path: 'logs', nav: { group: 'DESENVOLVIMENTO', order: 3, label: 'Logs' } },
      { name: 'debug', path: 'debug', nav: { group: 'DESENVOLVIMENTO', order: 4, label: 'Debug' } },
      { name: 'users', path: 'users', nav: { group: 'SISTEMA', order: 5, label: 'Usuários' } },
      { name: 'database', path: 'database', nav: { group: 'SISTEMA', order: 6, label: 'Database' } },
      { name: 'webhooks', path: 'webhooks', nav: { group: 'SISTEMA', order: 7, label: 'Webhooks' } },
      { name: 'settings', path: 'settings', nav: { group: 'SISTEMA', order: 8, label: 'Configurações' } },
    ],
  },
  // Public: a business's booking page at /agendar/{slug}, no sign-in.
  { name: 'mf_booking', dir: 'mf-booking', port: 3006, mount: MOUNTS.mf_booking, title: 'Atende.AI — Agendamento' },
  // The owner's WhatsApp conversations (its own team's remote), inside the customer area's chrome.
  {
    name: 'mf_inbox',
    dir: 'mf-inbox',
    port: 3007,
    mount: MOUNTS.mf_inbox,
    snapshot: true,
    title: 'Atende.AI — Conversas',
    pages: [{ name: 'inbox', path: '', nav: { group: 'PRINCIPAL', order: 5, label: 'Conversas' } }],
  },
]);

/** @typedef {Exclude<(typeof APPS)[number]['name'], 'shell'>} RemoteName */
/** @typedef {Extract<(typeof APPS)[number], { pages: unknown }>} AppWithPages */
/** @typedef {AppWithPages['name']} RemoteWithPages */
/**
 * @template {RemoteWithPages} R
 * @typedef {Extract<AppWithPages, { name: R }>['pages'][number]['name']} PageOf
 */

export const REMOTES = APPS.filter((a) => a.name !== 'shell');

/**
 * Where the shell mounts a remote (a remote running alone mounts itself there too).
 * @param {RemoteName} name
 * @returns {string}
 */
export function mountOf(name) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote?.mount) throw new Error(`unknown remote "${name}"`);
  return remote.mount;
}

/**
 * The remote a path of the customer area shows (the shell's route table mounts them so): the agent's
 * and the inbox's under their mounts, the dashboard's elsewhere under its own; null outside the area.
 * @param {string} pathname
 * @returns {'mf_agent' | 'mf_inbox' | 'mf_dashboard' | null}
 */
export function customerRemoteAt(pathname) {
  const under = (/** @type {string} */ mount) => pathname === mount || pathname.startsWith(`${mount}/`);
  if (under(mountOf('mf_agent'))) return 'mf_agent';
  if (under(mountOf('mf_inbox'))) return 'mf_inbox';
  return under(mountOf('mf_dashboard')) ? 'mf_dashboard' : null;
}

/**
 * A page's path relative to its remote's mount, as the remote's route table matches it, e.g.
 * pageRoute('mf_dashboard', 'schedule') → 'schedule' ('' for the remote's home).
 * @template {RemoteWithPages} R
 * @param {R} remote
 * @param {PageOf<R>} page
 * @returns {string}
 */
export function pageRoute(remote, page) {
  const app = /** @type {AppWithPages} */ (REMOTES.find((r) => r.name === remote));
  const found = app?.pages.find((p) => p.name === page);
  if (!found) throw new Error(`unknown page "${String(page)}" of "${remote}"`);
  return found.path;
}

/**
 * A page's address in the site, e.g. pagePath('mf_dashboard', 'schedule') → '/user-dashboard/schedule'.
 * @template {RemoteWithPages} R
 * @param {R} remote
 * @param {PageOf<R>} page
 * @returns {string}
 */
export function pagePath(remote, page) {
  const route = pageRoute(remote, page);
  return route ? `${mountOf(remote)}/${route}` : mountOf(remote);
}

/**
 * The sidebar of an area: the pages of `remotes` that have a nav entry, in groups in the order their
 * first page comes, each group's pages by `order`.
 * @param {readonly RemoteWithPages[]} remotes
 * @returns {{ title: string; items: { label: string; to: string; end?: boolean }[] }[]}
 */
export function navOf(remotes) {
  const entries = REMOTES.filter((r) => /** @type {readonly string[]} */ (remotes).includes(r.name))
    .flatMap((r) => /** @type {AppWithPages} */ (r).pages.map((p) => ({ remote: r.name, ...p })))
    .sort((a, b) => a.nav.order - b.nav.order);
  /** @type {{ title: string; items: { label: string; to: string; end?: boolean }[] }[]} */
  const groups = [];
  const paths = entries.map((e) => pagePath(/** @type {RemoteWithPages} */ (e.remote), /** @type {never} */ (e.name)));
  entries.forEach((entry, i) => {
    let group = groups.find((g) => g.title === entry.nav.group);
    if (!group) groups.push((group = { title: entry.nav.group, items: [] }));
    const to = paths[i];
    // A page whose path other pages live under (the area's home) is active on its own path only.
    const end = paths.some((other) => other.startsWith(`${to}/`));
    group.items.push(end ? { label: entry.nav.label, to, end } : { label: entry.nav.label, to });
  });
  return groups;
}

export function appByDir(dir) {
  const app = APPS.find((a) => a.dir === dir);
  if (!app) throw new Error(`unknown app folder "${dir}"`);
  return app;
}

/**
 * Ports for a site started on `basePort` (shell), remotes on the ports after it: `npm start` uses 3000,
 * the Playwright journeys another base so a running site is left alone.
 */
export function portsFrom(basePort) {
  return Object.fromEntries(APPS.map((a, i) => [a.name, basePort + i]));
}

/** remotes.json as the shell's origin serves it: remote name → manifest URL. */
export function remotesJson(host, ports) {
  return Object.fromEntries(REMOTES.map((r) => [r.name, `http://${host}:${ports[r.name]}/mf-manifest.json`]));
}
