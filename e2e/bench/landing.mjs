// npm run bench:landing — the landing route (/) from the production build, in Debian's Chromium:
// JavaScript bytes transferred (gzip) split by origin, whether supabase-js or a chart library is
// among them, and the median Lighthouse mobile performance score of several runs.
// Figures are printed, not asserted (the machine's load varies).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildIfNeeded, CHROMIUM, repo, startSite } from './support.mjs';

const SITE_PORT = 4700;
const STACK_PORT = 55921;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const APPS = {
  [SITE_PORT]: 'shell',
  [SITE_PORT + 1]: 'mf-landing',
  [SITE_PORT + 2]: 'mf-checkout',
  [SITE_PORT + 3]: 'mf-dashboard',
  [SITE_PORT + 4]: 'mf-agent',
  [SITE_PORT + 5]: 'mf-devconsole',
};

/** Which npm packages a built file carries, from its source map. */
function packagesIn(file) {
  try {
    const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
    return new Set(map.sources.map((s) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)?.[1]).filter(Boolean));
  } catch {
    return new Set();
  }
}

/**
 * JavaScript the route downloads, by origin. "Before interactive" counts the scripts that had
 * finished arriving when the live page replaced the prerendered one (the shell's 'atende:live'
 * mark: from then on every control answers); what the page fetches later, when idle, is counted
 * in the total only.
 */
async function measureBytes(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const page = await browser.newPage();
  const finished = [];
  page.on('requestfinished', (req) => finished.push(req));
  await page.goto(url, { waitUntil: 'networkidle' });
  const liveAt = await page.evaluate(() => {
    const mark = performance.getEntriesByName('atende:live')[0];
    return mark ? performance.timeOrigin + mark.startTime : null;
  });
  const byOrigin = {};
  const packages = new Set();
  let total = 0;
  let beforeLive = 0;
  const later = [];
  for (const req of finished) {
    const u = new URL(req.url());
    if (!u.pathname.endsWith('.js')) continue;
    const { responseBodySize } = await req.sizes();
    const timing = req.timing();
    const app = APPS[u.port] ?? u.host;
    byOrigin[app] = (byOrigin[app] ?? 0) + responseBodySize;
    total += responseBodySize;
    if (liveAt !== null && timing.startTime + timing.responseEnd <= liveAt) beforeLive += responseBodySize;
    else later.push(`${app}${u.pathname} ${kb(responseBodySize)}`);
    for (const p of packagesIn(path.join(repo, app, 'dist', u.pathname))) packages.add(p);
  }
  await browser.close();
  return { byOrigin, total, beforeLive: liveAt === null ? null : beforeLive, later, packages };
}

async function lighthouseScores(url) {
  const scores = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const lhr = result.lhr;
      scores.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tti: lhr.audits.interactive.numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

await buildIfNeeded('mf-landing/dist/index.html');
const site = await startSite({ sitePort: SITE_PORT, stackPort: STACK_PORT, tag: 'landing' });
try {
  const url = `${site.url}/`;
  const bytes = await measureBytes(url);
  const scores = await lighthouseScores(url);
  const heavy = [...bytes.packages].filter((p) => /supabase|apexcharts|chart/.test(p));
  console.log(`\nLanding (/) from the production build — ${os.cpus().length} cores, Chromium at ${CHROMIUM}\n`);
  console.log('JavaScript transferred (gzip), by origin');
  for (const [app, n] of Object.entries(bytes.byOrigin).sort((a, b) => b[1] - a[1]))
    console.log(`  ${app.padEnd(14)} ${kb(n)}`);
  console.log(`  ${'total'.padEnd(14)} ${kb(bytes.total)}`);
  console.log(
    bytes.beforeLive === null
      ? 'Before the page is interactive: unknown (no prerendered landing was swapped for the live one)'
      : `Before the page is interactive (live page mounted): ${kb(bytes.beforeLive)}   (target ≤ 150 KB)`,
  );
  if (bytes.later.length) console.log(`  fetched afterwards, when idle: ${bytes.later.join(', ')}`);
  console.log(`supabase-js or chart library on the route: ${heavy.length ? heavy.join(', ') : 'none'}`);
  console.log(
    `\nLighthouse mobile performance, ${RUNS} runs: ${scores.map((s) => s.score).join(', ')} → median ${median(scores.map((s) => s.score))} (target ≥ 95)`,
  );
  console.log(
    `  median FCP ${Math.round(median(scores.map((s) => s.fcp)))} ms, LCP ${Math.round(median(scores.map((s) => s.lcp)))} ms, TBT ${Math.round(median(scores.map((s) => s.tbt)))} ms, CLS ${median(scores.map((s) => s.cls)).toFixed(3)}, TTI ${Math.round(median(scores.map((s) => s.tti)))} ms`,
  );
} finally {
  site.stop();
}
