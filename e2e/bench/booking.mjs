// npm run bench:booking — the demo clinic's public booking page (/agendar/clinica-bem-estar) from the
// production build, in Debian's Chromium: JavaScript transferred (gzip) in all, split by origin,
// whether supabase-js is among it, and the median Lighthouse mobile performance score of several runs.
// Figures are printed, not asserted. `--json` prints them as one JSON object; `--build` rebuilds the
// apps' dist/ first; `--dist DIR` measures a build folder made by build-site.mjs instead.
import os from 'node:os';
import { BOOKING_PATH, kb, lighthouseScores, measureBytes, median, TARGETS } from './routes.mjs';
import { buildIfNeeded, startSite } from './support.mjs';

const SITE_PORT = 4750;
const STACK_PORT = 23971;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const JSON_OUTPUT = process.argv.includes('--json');

await buildIfNeeded('mf-booking/dist/index.html');
const site = await startSite({ sitePort: SITE_PORT, stackPort: STACK_PORT, tag: 'booking' });
try {
  const url = `${site.url}${BOOKING_PATH}`;
  const bytes = await measureBytes(url);
  const scores = await lighthouseScores(url, { runs: RUNS });
  const figures = {
    cores: os.cpus().length,
    node: process.version,
    bytes: { byOrigin: bytes.byOrigin, total: bytes.total },
    heavyPackages: [...bytes.packages].filter((p) => /supabase|apexcharts|chart/.test(p)),
    lighthouse: { scores, median: median(scores.map((s) => s.score)) },
    targets: { kb: TARGETS.bookingKB, lighthouse: TARGETS.bookingLighthouse },
  };
  if (JSON_OUTPUT) console.log(JSON.stringify(figures));
  else printText(figures);
} finally {
  site.stop();
}

function printText({ bytes, heavyPackages, lighthouse: { scores } }) {
  console.log(`\nBooking page (${BOOKING_PATH}) from the production build — ${os.cpus().length} cores\n`);
  console.log('JavaScript transferred (gzip), by origin');
  for (const [app, n] of Object.entries(bytes.byOrigin).sort((a, b) => b[1] - a[1]))
    console.log(`  ${app.padEnd(14)} ${kb(n)}`);
  console.log(`  ${'total'.padEnd(14)} ${kb(bytes.total)}   (target ≤ ${TARGETS.bookingKB} KB)`);
  console.log(`supabase-js or chart library on the route: ${heavyPackages.length ? heavyPackages.join(', ') : 'none'}`);
  console.log(
    `\nLighthouse mobile performance, ${scores.length} runs: ${scores.map((s) => s.score).join(', ')} → median ${median(scores.map((s) => s.score))} (target ≥ ${TARGETS.bookingLighthouse})`,
  );
  console.log(
    `  median FCP ${Math.round(median(scores.map((s) => s.fcp)))} ms, LCP ${Math.round(median(scores.map((s) => s.lcp)))} ms, TBT ${Math.round(median(scores.map((s) => s.tbt)))} ms, CLS ${median(scores.map((s) => s.cls)).toFixed(3)}`,
  );
}
