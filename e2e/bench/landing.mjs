// npm run bench:landing — the landing route (/) from the production build, in Debian's Chromium:
// JavaScript bytes transferred (gzip) split by origin, whether supabase-js or a chart library is
// among them, and the median Lighthouse mobile performance score of several runs.
// Figures are printed, not asserted (the machine's load varies).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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

function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repo, stdio: 'inherit', ...opts });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}`))));
  });
}

async function waitFor(url, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

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

if (process.argv.includes('--build') || !fs.existsSync(path.join(repo, 'mf-landing/dist/index.html'))) {
  await run('node', ['shared-build/bin/site.mjs', 'build']);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-bench-landing-'));
fs.chmodSync(dataDir, 0o755);
const site = spawn('node', ['shared-build/bin/site.mjs', 'serve'], {
  cwd: repo,
  env: {
    ...process.env,
    SITE_PORT: String(SITE_PORT),
    STACK_PORT: String(STACK_PORT),
    STACK_DATA_DIR: dataDir,
    STACK_QUIET: 'true',
  },
  stdio: 'ignore',
  detached: true,
});
try {
  const url = `http://localhost:${SITE_PORT}/`;
  await waitFor(`${url}remotes.json`);
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
  process.kill(-site.pid, 'SIGTERM');
  setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1500);
}
