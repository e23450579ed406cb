// The apps of the site: federation name, folder, default port and where the shell mounts each
// remote. One list, read by the webpack configs, the servers and the site runner, and by the browser
// code: the shell's route table and remote loader, and each remote's standalone page and fallback route.
// `@type {const}` keeps the literal names and paths, so TypeScript (allowJs) types them exactly.
export const APPS = /** @type {const} */ ([
  { name: 'shell', dir: 'shell', port: 3000, title: 'Atende.AI — Assistente de IA no WhatsApp para seu negócio' },
  // snapshot: the remote ships a prerendered dist/snapshot.json that the shell's server puts into its page.
  { name: 'mf_landing', dir: 'mf-landing', port: 3001, mount: '/', snapshot: true, title: 'Atende.AI — Landing' },
  { name: 'mf_checkout', dir: 'mf-checkout', port: 3002, mount: '/checkout', title: 'Atende.AI — Checkout' },
  // The customer area's remotes ship a snapshot per page, which the server puts into the shell's frame.
  {
    name: 'mf_dashboard',
    dir: 'mf-dashboard',
    port: 3003,
    mount: '/user-dashboard',
    snapshot: true,
    title: 'Atende.AI — Painel',
  },
  {
    name: 'mf_agent',
    dir: 'mf-agent',
    port: 3004,
    mount: '/user-dashboard/agent',
    snapshot: true,
    title: 'Atende.AI — Agente',
  },
  { name: 'mf_devconsole', dir: 'mf-devconsole', port: 3005, mount: '/dev-dashboard', title: 'Atende.AI — Console' },
  // Public: a business's booking page at /agendar/{handle}, no sign-in.
  { name: 'mf_booking', dir: 'mf-booking', port: 3006, mount: '/agendar', title: 'Atende.AI — Agendamento' },
]);

/** @typedef {Exclude<(typeof APPS)[number]['name'], 'shell'>} RemoteName */

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
 * under its mount, the dashboard's elsewhere under its own; null outside the area.
 * @param {string} pathname
 * @returns {'mf_agent' | 'mf_dashboard' | null}
 */
export function customerRemoteAt(pathname) {
  const under = (/** @type {string} */ mount) => pathname === mount || pathname.startsWith(`${mount}/`);
  if (under(mountOf('mf_agent'))) return 'mf_agent';
  return under(mountOf('mf_dashboard')) ? 'mf_dashboard' : null;
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
