// What the route benchmarks measure in Debian's Chromium, for any route of the served build: the
// JavaScript it transfers (gzip) by origin, what of it is React or the federation runtime, and
// Lighthouse's mobile performance score, signed in when the route needs a session.
// Used by landing.mjs (the landing alone) and all.mjs (`npm run bench`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { simulatedLongTasks } from './long-tasks.mjs';
import * as chromeLauncher from 'chrome-launcher';
import { APPS } from '../../shared-build/apps.mjs';
import { CHROMIUM, distDir, repo } from './support.mjs';

const require = createRequire(import.meta.url);
// source-map 0.6 (webpack's own) reads the build's maps synchronously.
const { SourceMapConsumer } = require('source-map');

/** Budgets the benchmarks print beside their figures (never asserted: the machine's load varies). */
export const TARGETS = { landingBeforeLiveKB: 150, landingLighthouse: 95, bookingKB: 160, bookingLighthouse: 95 };

/** The demo clinic's public booking page (its handle in supabase/seed.sql). */
export const BOOKING_PATH = '/agendar/clinica-bem-estar';

/** The demo customer of the seed (supabase/seed.sql). */
export const DEMO_CUSTOMER = { email: 'demo@clinicabemestar.com.br', password: 'demo12345' };

// The site's servers take the apps' ports in the order of the apps' list.
const APP_DIRS = APPS.map((a) => a.dir);

/** Which app serves a port of a site started on sitePort (the remotes follow the shell). */
export function appOfPort(sitePort, port) {
  return APP_DIRS[Number(port) - sitePort];
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Signs in through the login page, as a person does; resolves on the dashboard. */
export async function signIn(page, siteUrl, { email, password } = DEMO_CUSTOMER) {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/user-dashboard$/, { timeout: 60_000 });
}

/** The session a signed-in browser keeps (localStorage 'atende-ai-auth'), for a fresh context. */
export async function signedInState(siteUrl, credentials = DEMO_CUSTOMER) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext();
    await signIn(await context.newPage(), siteUrl, credentials);
    return await context.storageState();
  } finally {
    await browser.close();
  }
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
 * JavaScript a route downloads from a cold cache, by origin (responseBodySize: the compressed bytes
 * on the wire). "Before interactive" counts the scripts that had finished arriving when the live
 * page replaced the prerendered one (the shell's 'atende:live' mark: from then on every control
 * answers); routes without a prerendered page have no such mark (beforeLive null). `storageState`
 * opens the route signed in.
 */
export async function measureBytes(url, { sitePort, storageState } = {}) {
  const port = Number(new URL(url).port);
  sitePort ??= port;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext(storageState ? { storageState } : {});
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (req) => finished.push(req));
    await page.goto(url, { waitUntil: 'networkidle' });
    const finalUrl = page.url();
    const liveAt = await page.evaluate(() => {
      const mark = performance.getEntriesByName('atende:live')[0];
      return mark ? performance.timeOrigin + mark.startTime : null;
    });
    const byOrigin = {};
    const packages = new Set();
    const files = [];
    let total = 0;
    let beforeLive = 0;
    const later = [];
    for (const req of finished) {
      const u = new URL(req.url());
      if (!u.pathname.endsWith('.js')) continue;
      const { responseBodySize } = await req.sizes();
      const timing = req.timing();
      const app = appOfPort(sitePort, u.port) ?? u.host;
      const early = liveAt !== null && timing.startTime + timing.responseEnd <= liveAt;
      byOrigin[app] = (byOrigin[app] ?? 0) + responseBodySize;
      total += responseBodySize;
      if (early) beforeLive += responseBodySize;
      else later.push(`${app}${u.pathname} ${kb(responseBodySize)}`);
      const file = APP_DIRS.includes(app) ? `${distDir(app)}${u.pathname}` : null;
      files.push({ app, pathname: u.pathname, file, bytes: responseBodySize, beforeLive: early });
      if (file) for (const p of packagesIn(file)) packages.add(p);
    }
    return { finalUrl, byOrigin, total, beforeLive: liveAt === null ? null : beforeLive, later, packages, files };
  } finally {
    await browser.close();
  }
}

/** The React floor's packages and the federation's, as they appear in the build's source maps. */
const REACT = /node_modules\/(react|react-dom|scheduler)\//;
const FEDERATION =
  /node_modules\/@module-federation\/|webpack\/runtime\/(sharing|consumes|remotes|federation|.*container|.*initialization)|webpack\/container\/|\/\.federation\/|embed\/federation|shared-build\/runtime\//;

/** Raw characters of a built file by part ('react', 'federation', 'other'), from its source map. */
function partsOf(file) {
  const code = fs.readFileSync(file, 'utf8');
  const parts = { react: 0, federation: 0, other: 0 };
  let consumer;
  try {
    consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  } catch {
    parts.other = code.length;
    return parts;
  }
  const lines = code.split('\n');
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m));
  let mapped = 0;
  for (const [i, m] of mappings.entries()) {
    const next = mappings[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const n = Math.max(0, end - m.generatedColumn);
    mapped += n;
    const source = m.source ?? '';
    parts[REACT.test(source) ? 'react' : FEDERATION.test(source) ? 'federation' : 'other'] += n;
  }
  parts.other += Math.max(0, code.length - mapped);
  return parts;
}

/**
 * The transferred bytes of measured files split into React, federation and the rest: each file's
 * gzip bytes shared out in proportion to its source-mapped characters; a remoteEntry.js counts as
 * federation whole (it is the remote's container). `only` filters the files (e.g. before interactive).
 */
export function splitBytes(files, only = () => true) {
  const out = { react: 0, federation: 0, other: 0 };
  for (const f of files.filter(only)) {
    if (!f.file || !fs.existsSync(f.file)) {
      out.other += f.bytes;
      continue;
    }
    if (f.pathname.endsWith('/remoteEntry.js')) {
      out.federation += f.bytes;
      continue;
    }
    const parts = partsOf(f.file);
    const raw = parts.react + parts.federation + parts.other || 1;
    for (const k of Object.keys(out)) out[k] += (f.bytes * parts[k]) / raw;
  }
  return out;
}

/**
 * The React floor: what any React 19 page ships at least — react, its JSX runtime, react-dom with its
 * client and the scheduler, as the shell resolves them — bundled for production and minified (esbuild,
 * the bundler shared-build already uses; React 19's own files are not minified), gzip at the servers'
 * level (zlib's default, 6).
 */
export async function reactFloor() {
  const requireFromShell = createRequire(`${repo}/shell/package.json`);
  const requireFromBuild = createRequire(`${repo}/shared-build/package.json`);
  const { build } = await import(pathToFileURL(requireFromBuild.resolve('esbuild')).href);
  const result = await build({
    stdin: {
      contents: [
        "export * as react from 'react';",
        "export * as jsx from 'react/jsx-runtime';",
        "export * as dom from 'react-dom';",
        "export * as client from 'react-dom/client';",
      ].join('\n'),
      resolveDir: path.join(repo, 'shell'),
    },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  const version = JSON.parse(fs.readFileSync(requireFromShell.resolve('react/package.json'), 'utf8')).version;
  return { bytes: zlib.gzipSync(code, { level: 6 }).length, raw: code.length, version };
}

/**
 * Lighthouse's trace errors: the run lost its trace (seen here on a busy machine: NO_NAVSTART), which
 * says nothing about the page. Such a run is tried again.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_DCL', 'NO_RESOURCE_REQUEST']);
const ATTEMPTS_PER_RUN = 3;

class TraceError extends Error {}

/**
 * One Lighthouse run in a fresh Chromium, signed in first when `credentials` are given; with `tasks`,
 * the run also lists its simulated long tasks (long-tasks.mjs).
 */
async function lighthouseRun(url, credentials, tasks) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (credentials) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await signIn(page, new URL(url).origin, credentials);
      await page.close();
      await browser.close(); // disconnects; the browser and its localStorage stay
    }
    let result;
    try {
      result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
    } catch (err) {
      // Some trace errors are thrown rather than reported in the result.
      if (TRACE_ERRORS.has(err?.code)) throw new TraceError(`Lighthouse: ${err.code}`);
      throw err;
    }
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      const message = `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      throw TRACE_ERRORS.has(lhr.runtimeError.code) ? new TraceError(message) : new Error(message);
    }
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(url).pathname) throw new Error(`Lighthouse audited ${finalPath}, not ${url}`);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tti: lhr.audits.interactive.numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      ...(tasks ? { tasks: await simulatedLongTasks(result) } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse mobile performance of a route, `runs` times, each in a fresh Chromium. With
 * `credentials`, the browser first signs in through the login page in a tab of its own; Lighthouse's
 * storage reset clears caches, service workers and Cache Storage but keeps localStorage, so the audit
 * loads the route cold with the session in place (checked: the audited page must not have been sent
 * to the login). A run that loses its trace is tried again, up to 3 times; one that never gets a
 * trace is left out, so a median may hold fewer runs than asked for (the array's length says how
 * many; each run's `retries` how many tries it lost). Any other error fails the whole measurement.
 */
export async function lighthouseScores(url, { runs = 3, credentials, tasks = false } = {}) {
  const scores = [];
  const lost = [];
  for (let i = 0; i < runs; i++) {
    for (let attempt = 0; attempt < ATTEMPTS_PER_RUN; attempt++) {
      try {
        scores.push({ ...(await lighthouseRun(url, credentials, tasks)), retries: attempt });
        break;
      } catch (err) {
        if (!(err instanceof TraceError)) throw err;
        process.stderr.write(`[bench] ${url}: ${err.message}, trying again\n`);
        if (attempt === ATTEMPTS_PER_RUN - 1) lost.push(err.message);
      }
    }
  }
  if (!scores.length) throw new Error(`no Lighthouse run got a trace (${lost.join('; ')})`);
  return scores;
}

/** '3 runs' or '2 of 3 runs, 1 retry': how many runs a median holds and how many tries were lost. */
export function runsHeld(scores, runs) {
  const retries = scores.reduce((n, s) => n + s.retries, 0);
  const held = scores.length === runs ? `${runs} runs` : `${scores.length} of ${runs} runs`;
  return retries ? `${held}, ${retries} ${retries === 1 ? 'retry' : 'retries'}` : held;
}
