// npm run bench:landing — the landing route (/) from the production build, in Debian's Chromium:
// JavaScript bytes transferred (gzip) split by origin, whether supabase-js or a chart library is
// among them, and the median Lighthouse mobile performance score of several runs.
// Figures are printed, not asserted (the machine's load varies). `--json` prints them as one JSON
// object instead; `--build` rebuilds the apps' dist/ first; `--dist DIR` measures a build folder made
// by build-site.mjs instead (what `npm run bench` does).
import os from 'node:os';
import { kb, lighthouseScores, measureBytes, median, TARGETS } from './routes.mjs';
import { buildIfNeeded, CHROMIUM, startSite } from './support.mjs';

const SITE_PORT = 4700;
const STACK_PORT = 23921;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const JSON_OUTPUT = process.argv.includes('--json');

await buildIfNeeded('mf-landing/dist/index.html');
const site = await startSite({ sitePort: SITE_PORT, stackPort: STACK_PORT, tag: 'landing' });
try {
  const url = `${site.url}/`;
  const bytes = await measureBytes(url);
  const scores = await lighthouseScores(url, { runs: RUNS });
  const heavy = [...bytes.packages].filter((p) => /supabase|apexcharts|chart/.test(p));
  const figures = {
    cores: os.cpus().length,
    node: process.version,
    bytes: { byOrigin: bytes.byOrigin, total: bytes.total, beforeLive: bytes.beforeLive, later: bytes.later },
    heavyPackages: heavy,
    lighthouse: { scores, median: median(scores.map((s) => s.score)) },
    targets: TARGETS,
  };
  if (JSON_OUTPUT) console.log(JSON.stringify(figures));
  else printText(figures);
} finally {
  site.stop();
}

function printText({ bytes, heavyPackages, lighthouse: { scores } }) {
  console.log(`\nLanding (/) from the production build — ${os.cpus().length} cores, Chromium at ${CHROMIUM}\n`);
  console.log('JavaScript transferred (gzip), by origin');
  for (const [app, n] of Object.entries(bytes.byOrigin).sort((a, b) => b[1] - a[1]))
    console.log(`  ${app.padEnd(14)} ${kb(n)}`);
  console.log(`  ${'total'.padEnd(14)} ${kb(bytes.total)}`);
  console.log(
    bytes.beforeLive === null
      ? 'Before the page is interactive: unknown (no prerendered landing was swapped for the live one)'
      : `Before the page is interactive (live page mounted): ${kb(bytes.beforeLive)}   (target ≤ ${TARGETS.landingBeforeLiveKB} KB)`,
  );
  if (bytes.later.length) console.log(`  fetched afterwards, when idle: ${bytes.later.join(', ')}`);
  console.log(`supabase-js or chart library on the route: ${heavyPackages.length ? heavyPackages.join(', ') : 'none'}`);
  console.log(
    `\nLighthouse mobile performance, ${scores.length} runs: ${scores.map((s) => s.score).join(', ')} → median ${median(scores.map((s) => s.score))} (target ≥ ${TARGETS.landingLighthouse})`,
  );
  console.log(
    `  median FCP ${Math.round(median(scores.map((s) => s.fcp)))} ms, LCP ${Math.round(median(scores.map((s) => s.lcp)))} ms, TBT ${Math.round(median(scores.map((s) => s.tbt)))} ms, CLS ${median(scores.map((s) => s.cls)).toFixed(3)}, TTI ${Math.round(median(scores.map((s) => s.tti)))} ms`,
  );
}
