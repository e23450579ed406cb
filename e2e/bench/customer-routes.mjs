// The signed-in customer area as the demo customer sees it on a phone: for each of its routes, the
// JavaScript (gzip) transferred from a cold cache until the route's main content is on screen, its
// largest chunks, and Lighthouse mobile. Used by dashboard.mjs (`npm run bench:dashboard`) and all.mjs.
/* global window, document, MutationObserver, requestAnimationFrame -- in the page: watchMainContent, evaluate */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { appOfPort, kb } from './routes.mjs';
import { CHROMIUM, distDir } from './support.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

/** Budgets of the customer area (issue: as fast as the landing). */
export const CUSTOMER_TARGETS = { mainContentKB: 250, lighthouse: 95, lcpMs: 2500 };

/**
 * Each route with the heading its page shows. Its main content is on screen when the live page is
 * (not the prerendered snapshot the server sends first, which has the heading and a spinner), with
 * that heading and no page-level 'Carregando...' spinner left (the chart's own 'Carregando gráfico...'
 * may still spin: the chart comes after the figures on purpose).
 */
export const CUSTOMER_ROUTES = [
  { path: '/user-dashboard', heading: 'Painel' },
  { path: '/user-dashboard/schedule', heading: 'Minha Agenda' },
  { path: '/user-dashboard/agent', heading: 'Configuração do Agente' },
  { path: '/user-dashboard/conversas', heading: 'Conversas' },
  { path: '/user-dashboard/plan', heading: 'Meu Plano' },
  { path: '/user-dashboard/settings', heading: 'Configurações da Conta' },
];

/**
 * Runs in the page from its first byte: notes the wall-clock time (ms since the epoch, as Playwright's
 * request timings) at which the main content is first on screen, in `window.__mainShownAt`.
 */
function watchMainContent(heading) {
  const shown = () => {
    if (document.querySelector('#root[data-snapshot]')) return false;
    const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent.trim() === heading);
    if (!h1 || !h1.getClientRects().length) return false;
    return ![...document.querySelectorAll('[role="status"]')].some((s) => s.textContent.trim() === 'Carregando...');
  };
  const check = () => {
    if (window.__mainShownAt || !shown()) return;
    window.__mainShownAt = performance.timeOrigin + performance.now();
  };
  new MutationObserver(() => requestAnimationFrame(check)).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

/** Characters of a built file by npm package ('app' for our own code), from its source map. */
function packageShares(file) {
  try {
    const code = fs.readFileSync(file, 'utf8').split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    const mappings = [];
    consumer.eachMapping((m) => mappings.push(m));
    const shares = {};
    for (const [i, m] of mappings.entries()) {
      const next = mappings[i + 1];
      const line = code[m.generatedLine - 1] ?? '';
      const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(m.source ?? '')?.[1] ?? 'app';
      shares[pkg] = (shares[pkg] ?? 0) + Math.max(0, end - m.generatedColumn);
    }
    return shares;
  } catch {
    return {};
  }
}

/** 'react-dom 93%' — what most of a chunk is. */
function mainPartOf(file) {
  const shares = Object.entries(packageShares(file)).sort((a, b) => b[1] - a[1]);
  const all = shares.reduce((n, [, c]) => n + c, 0);
  if (!all) return '?';
  return shares
    .slice(0, 2)
    .filter(([, c]) => c / all >= 0.15)
    .map(([p, c]) => `${p} ${Math.round((100 * c) / all)}%`)
    .join(', ');
}

/**
 * One customer route opened signed in (`storageState`) from a cold cache: the JS transferred (gzip on
 * the wire) until the main content was on screen and until the network was idle, by origin, its
 * largest chunks and the npm packages it carries.
 */
export async function measureCustomerRoute(siteUrl, route, { sitePort, storageState }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    await page.addInitScript(watchMainContent, route.heading);
    const finished = [];
    page.on('requestfinished', (req) => finished.push(req));
    await page.goto(`${siteUrl}${route.path}`);
    await page.waitForFunction(() => Boolean(window.__mainShownAt), null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== route.path) throw new Error(`${route.path} ended at ${finalPath}`);
    const shownAt = await page.evaluate(() => window.__mainShownAt);
    const navStart = await page.evaluate(() => performance.timeOrigin);
    const files = [];
    for (const req of finished) {
      const u = new URL(req.url());
      if (!u.pathname.endsWith('.js')) continue;
      const { responseBodySize } = await req.sizes();
      const timing = req.timing();
      const app = appOfPort(sitePort, u.port) ?? u.host;
      const file = app.includes(':') ? null : `${distDir(app)}${u.pathname}`;
      files.push({
        app,
        pathname: u.pathname,
        file,
        bytes: responseBodySize,
        beforeMain: timing.startTime + timing.responseEnd <= shownAt,
      });
    }
    const sum = (list) => list.reduce((n, f) => n + f.bytes, 0);
    const early = files.filter((f) => f.beforeMain);
    const byOrigin = {};
    for (const f of early) byOrigin[f.app] = (byOrigin[f.app] ?? 0) + f.bytes;
    const largest = [...early]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 4)
      .map((f) => ({ name: `${f.app}${f.pathname}`, bytes: f.bytes, main: f.file ? mainPartOf(f.file) : '?' }));
    const packages = new Set();
    for (const f of early) if (f.file) for (const p of Object.keys(packageShares(f.file))) packages.add(p);
    return {
      path: route.path,
      mainShownMs: Math.round(shownAt - navStart),
      beforeMain: sum(early),
      total: sum(files),
      later: files.filter((f) => !f.beforeMain).map((f) => `${f.app}${f.pathname} ${kb(f.bytes)}`),
      byOrigin,
      largest,
      files: early.map((f) => ({ name: `${f.app}${f.pathname}`, bytes: f.bytes })),
      packages: [...packages].filter((p) => p !== 'app').sort(),
    };
  } finally {
    await browser.close();
  }
}
