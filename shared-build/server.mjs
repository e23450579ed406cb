// The production static server of one app, as each is deployed: compressed responses, manifests and
// entry files never cached, hashed chunks cached forever, UTF-8 charset on every text type (or pt-BR
// accents turn into mojibake), the runtime config injected into HTML, the shell's remotes.json, and
// the security headers with the page's Content-Security-Policy (security-headers.mjs).
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import {
  CONFIG_MARKER,
  CONFIG_MARKER_PATTERN,
  configScript,
  configScriptBody,
  runtimeConfig,
} from './runtime-config.mjs';
import { contentSecurityPolicy, originOf, securityHeaders } from './security-headers.mjs';
import { customerRemoteAt, mountOf, REMOTES } from './apps.mjs';
import { isSnapshotFile, SNAPSHOT_FILE } from './prerender.mjs';
import { PAGE_SLOT } from './snapshot-slot.mjs';
import { homeFirstPaintSource } from './home-first-paint.mjs';
import { bookingFirstPaint, bookingSlugOf, bookingUrl, escapeHtml, fetchBookingPage } from './booking-first-paint.mjs';

const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;
const TEXT_TYPES = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {object} opts
 * @param {string} opts.dir the app's dist folder
 * @param {boolean} [opts.spa] answer unknown paths with index.html (every app: each runs standalone)
 * @param {Record<string,string>} [opts.remotes] shell only: the remotes.json it serves
 * @param {object} [opts.config] runtime config for the page (defaults from the environment)
 * @param {string[]} [opts.siteOrigins] other origins the page loads scripts and manifests from
 *   (default: the shell, its remotes' origins; a remote's own page loads only from its origin)
 */
export function createServer({ dir, spa = true, remotes, config = runtimeConfig(), siteOrigins }) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no build: run "npm run build" first`);
  }
  const page = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  if (!CONFIG_MARKER_PATTERN.test(page)) throw new Error(`${dir}/index.html has no ${CONFIG_MARKER} marker`);
  const html = page.replace(CONFIG_MARKER_PATTERN, configScript(config));
  const headers = securityHeaders(
    contentSecurityPolicy({
      siteOrigins: siteOrigins ?? (remotes ? Object.values(remotes).map(originOf) : []),
      apiOrigin: originOf(config.supabaseUrl),
      inlineScripts: [configScriptBody(config)],
    }),
  );
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  // Remotes are fetched from the shell's origin: manifests by fetch (CORS), chunks by <script>.
  app.use((_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    res.set(headers);
    next();
  });
  const withHints = remotes ? resourceHints(remotes, config.supabaseUrl) : () => html;
  const snapshots = remotes ? snapshotSource(remotes, { frames: readFrames(dir) }) : null;
  const firstPaint = snapshots && remotes.mf_booking ? bookingFirstPaintSource(snapshots, config.supabaseUrl) : null;
  const customerArea = remotes ? customerAreaHints(remotes, manifestSource(remotes), config.supabaseUrl) : null;
  const homeFirstPaint = remotes?.mf_dashboard ? homeFirstPaintSource(config) : null;
  const sendHtml = async (req, res) => {
    // The owner's figures are asked for first: the rest below is read meanwhile.
    const homeData = homeFirstPaint ? homeFirstPaint(req.path, req.headers.cookie) : null;
    const booking = firstPaint ? await firstPaint(req.path) : null;
    // A remote whose snapshot could not be fetched just now is likely down: its entry is then not
    // preloaded, since Chromium reuses a failed preload for the fallback's retry, which then fails too.
    const remote = remoteAt(req.path);
    const remoteUp = !snapshots || !remote || Boolean(await snapshots.of(remote));
    let body = withHints(req.path, html, { pageInfo: !booking, remoteUp });
    if (customerArea) body = body.replace('</head>', `${await customerArea(req.path)}</head>`);
    if (booking) body = withTitle(body, booking.title).replace('</body>', () => `${booking.data}</body>`);
    if (snapshots) body = withSnapshot(body, booking ?? (await snapshots.forPath(req.path)));
    const home = await homeData;
    if (home) body = body.replace('</head>', () => `${home}</head>`);
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': home ? 'private, no-cache' : 'no-cache' });
    res.send(body);
  };
  app.get(['/', '/index.html'], sendHtml);
  if (remotes) {
    app.get('/remotes.json', (_req, res) => {
      res.set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.send(JSON.stringify(remotes));
    });
  }
  app.use(
    express.static(dir, {
      index: false,
      etag: true,
      setHeaders(res, file) {
        const type = TEXT_TYPES[path.extname(file)];
        if (type) res.set('Content-Type', `${type}; charset=utf-8`);
        res.set('Cache-Control', cacheControl(file));
      },
    }),
  );
  app.use((req, res, next) => {
    // Client-side routes get the page; a missing file (a chunk, an image) stays a 404.
    if (spa && req.method === 'GET' && !path.extname(req.path)) return sendHtml(req, res);
    next();
  });
  return app;
}

/**
 * The shell's pages start fetching what the route will need before its script asks: remotes.json on
 * every page; on the home page the landing remote's manifest and entry (the landing is the first
 * thing most visitors see, and it sits behind two round trips otherwise); on a public booking page
 * (/agendar/{slug}) the booking remote's manifest and entry and the two requests the page makes
 * first, the business and its first two weeks of free times (booking function, São Paulo's today).
 */
function resourceHints(remotes, apiUrl) {
  const origins = [...new Set(Object.values(remotes).map((u) => new URL(u).origin))];
  const common = [
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
    ...origins.map((o) => `<link rel="preconnect" href="${o}" crossorigin="anonymous">`),
  ].join('');
  const remoteHints = (manifest) =>
    manifest
      ? `<link rel="preload" href="${manifest}" as="fetch" crossorigin="anonymous"><link rel="preload" href="${new URL('remoteEntry.js', manifest)}" as="script">`
      : '';
  const home = remoteHints(remotes.mf_landing);
  const bookingMount = `${mountOf('mf_booking')}/`;
  return (pathname, page, { pageInfo = true, remoteUp = true } = {}) => {
    let hints = common;
    if (pathname === '/') hints += remoteUp ? home : '';
    else if (pathname.startsWith(bookingMount) && remotes.mf_booking) {
      hints +=
        (remoteUp ? remoteHints(remotes.mf_booking) : '') + bookingHints(bookingSlugOf(pathname), apiUrl, pageInfo);
    }
    return page.replace('</head>', `${hints}</head>`);
  };
}

/** The remote a page's hints are about: the landing at '/', the booking remote on a booking page. */
function remoteAt(pathname) {
  if (pathname === '/') return 'mf_landing';
  return pathname.startsWith(`${mountOf('mf_booking')}/`) ? 'mf_booking' : null;
}

/**
 * `load(key)`'s promise, kept per key `ttlMs` from when it was asked for, or `missTtlMs` when it
 * resolves to nothing: a miss (a remote down or slow) is asked again sooner, so a remote back up is
 * seen soon. Callers meanwhile share the one request. One entry per key (the remotes' names).
 */
export function ttlCache(load, { ttlMs, missTtlMs }) {
  const entries = new Map();
  return (key) => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < hit.ttl) return hit.value;
    const entry = { at: Date.now(), ttl: ttlMs, value: null };
    entry.value = load(key).then((value) => {
      if (!value) entry.ttl = missTtlMs;
      return value;
    });
    entries.set(key, entry);
    return entry.value;
  };
}

/** The JSON at `href` (relative to `base`), or null when the origin is down, slow or answers an error. */
async function fetchJson(href, { base, timeoutMs }) {
  try {
    const res = await fetch(new URL(href, base), { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/**
 * Remotes' mf-manifest.json as their origins answer them, kept 5 s (a miss 1 s); null for a remote
 * that is down or slow.
 */
export function manifestSource(remotes, { ttlMs = 5000, missTtlMs = 1000, timeoutMs = 800 } = {}) {
  const manifests = ttlCache((name) => fetchJson(remotes[name], { timeoutMs }), { ttlMs, missTtlMs });
  return (name) => (remotes[name] ? manifests(name) : Promise.resolve(null));
}

/**
 * A page of the signed-in customer area starts fetching, with the shell's own scripts, what its remote
 * needs before any of it renders: the remote's manifest, entry and ./App module (named by the
 * manifest), and a connection to the API that the session and the page's data come from. A remote
 * whose manifest does not answer gets no hints (the fallback's retry would reuse a failed preload).
 */
function customerAreaHints(remotes, manifests, apiUrl) {
  return async (pathname) => {
    const remote = customerRemoteAt(pathname);
    if (!remote) return '';
    const api = apiUrl ? `<link rel="preconnect" href="${new URL(apiUrl).origin}" crossorigin="anonymous">` : '';
    const manifest = await manifests(remote);
    if (!manifest) return api;
    const manifestUrl = remotes[remote];
    const app = manifest.exposes?.find((e) => e.path === './App')?.assets?.js?.sync ?? [];
    const scripts = ['remoteEntry.js', ...app].map(
      (file) => `<link rel="preload" href="${new URL(file, manifestUrl)}" as="script">`,
    );
    return `${api}<link rel="preload" href="${manifestUrl}" as="fetch" crossorigin="anonymous">${scripts.join('')}`;
  };
}

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/**
 * The booking page's first requests (mf-booking/src/features/booking/api.ts asks for the same URLs);
 * the business itself not when the page already carries it (its first paint).
 */
function bookingHints(slug, apiUrl, pageInfo) {
  if (!apiUrl || !slug) return '';
  const base = bookingUrl(apiUrl, slug);
  const today = SAO_PAULO_DAY.format(new Date());
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + 13);
  const slots = `${base}/slots?de=${today}&amp;ate=${last.toISOString().slice(0, 10)}`;
  return [
    `<link rel="preconnect" href="${new URL(apiUrl).origin}" crossorigin="anonymous">`,
    pageInfo ? `<link rel="preload" href="${base}" as="fetch" crossorigin="anonymous">` : '',
    `<link rel="preload" href="${slots}" as="fetch" crossorigin="anonymous">`,
  ].join('');
}

/**
 * The shell's pages carry the build-time snapshot of the remote mounted at their path, when that
 * remote ships one (dist/snapshot.json, see prerender.mjs): the page paints before any script runs.
 * It is read from the remote's own origin, next to its manifest, so a remote redeployed alone brings
 * its new snapshot with it; kept 5 s (a miss 1 s), and a remote that is down or slow is skipped.
 * A page of the customer area is the shell's frame for its address (`frames`, from the shell's own
 * build) with the snapshot of that address from the remote that shows it (its `pages`).
 */
export function snapshotSource(remotes, { ttlMs = 5000, missTtlMs = 1000, timeoutMs = 800, frames = null } = {}) {
  const get = ttlCache(
    async (name) => {
      const snapshot = await fetchJson(SNAPSHOT_FILE, { base: remotes[name], timeoutMs });
      return isSnapshotFile(snapshot) ? { ...snapshot, remote: name } : null;
    },
    { ttlMs, missTtlMs },
  );
  return {
    async forPath(pathname) {
      // A signed-in page: the shell's frame around the page's own snapshot, from the remote showing it.
      const customer = customerRemoteAt(pathname);
      if (customer) {
        const ships = REMOTES.some((r) => r.name === customer && r.snapshot) && remotes[customer];
        const page = frames?.[pathname] && ships ? (await get(customer))?.pages?.[pathname] : null;
        return page ? framed(frames[pathname], page, customer, remotes[customer]) : null;
      }
      const remote = REMOTES.find((r) => r.mount === pathname && r.snapshot && remotes[r.name]);
      const snapshot = remote ? await get(remote.name) : null;
      return typeof snapshot?.html === 'string' ? snapshot : null;
    },
    /** A remote's snapshot.json as it is (the booking remote's is a template). */
    of: (name) => (remotes[name] ? get(name) : Promise.resolve(null)),
  };
}

const SLOT_PATTERN = new RegExp(`<i ${PAGE_SLOT}=""></i>`);

/**
 * A page's snapshot in the shell's frame; null when the frame has no slot (builds that do not match).
 * The page's first-paint script, if it has one, is a file of the remote (`remoteUrl`: its manifest).
 */
export function framed(frame, page, remote, remoteUrl) {
  if (!SLOT_PATTERN.test(frame.html)) return null;
  const html = frame.html.replace(SLOT_PATTERN, () => page.html);
  const script = page.script && remoteUrl ? new URL(page.script, remoteUrl).href : undefined;
  return { html, css: frame.css + page.css, remote, ...(script && { script }) };
}

/** The shell's frames of its signed-in pages (its own dist/snapshot.json), or null without them. */
function readFrames(dir) {
  try {
    const file = JSON.parse(fs.readFileSync(path.join(dir, SNAPSHOT_FILE), 'utf8'));
    return isSnapshotFile(file) && file.frames ? file.frames : null;
  } catch {
    return null;
  }
}

/**
 * A booking page's first paint (booking-first-paint.mjs): the booking remote's template filled in
 * with the function's answer for the path's slug, both asked for at once; null when either is missing.
 */
export function bookingFirstPaintSource(snapshots, apiUrl, { timeoutMs } = {}) {
  return async (pathname) => {
    const slug = apiUrl ? bookingSlugOf(pathname) : null;
    if (!slug) return null;
    const [template, page] = await Promise.all([
      snapshots.of('mf_booking'),
      fetchBookingPage(apiUrl, slug, { timeoutMs }),
    ]);
    return bookingFirstPaint(template, slug, page);
  };
}

/** The page with its <title> replaced (`title` already HTML-escaped). */
export function withTitle(page, title) {
  return page.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
}

const ROOT_PATTERN = /<div id="?root"?><\/div>/;

/**
 * The page with a snapshot's styles in its head and its markup in #root, marked for the shell; its
 * first-paint script (an absolute URL) right after #root. Not async: the snapshot above it paints
 * meanwhile, and it runs before the app's deferred scripts, so the figures sent with the page (a few
 * KB away) are written in before the app's 190 KB start competing for the phone's bandwidth and
 * main thread.
 */
export function withSnapshot(page, snapshot) {
  if (!snapshot || !ROOT_PATTERN.test(page)) return page;
  const css = snapshot.css.replace(/<\/style/gi, '<\\/style');
  const script = snapshot.script ? `<script src="${escapeHtml(snapshot.script)}"></script>` : '';
  return page
    .replace('</head>', `<style data-snapshot>${css}</style></head>`)
    .replace(ROOT_PATTERN, () => `<div id="root" data-snapshot="${snapshot.remote}">${snapshot.html}</div>${script}`);
}

/** Starts the server; resolves with the http.Server once it listens. */
export function listen(app, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (err) => (err ? reject(err) : resolve(server)));
    server.on('error', reject);
  });
}
