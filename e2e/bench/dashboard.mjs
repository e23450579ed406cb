// npm run bench:dashboard — every route of the customer area (/user-dashboard, …/schedule, …/agent,
// …/plan, …/settings) from the production build, signed in as the demo customer, cold cache, in
// Debian's Chromium: JavaScript (gzip) transferred until the route's main content is on screen, its
// largest chunks, and Lighthouse mobile (median, LCP). Figures are printed, not asserted. `--json`
// prints them as one JSON object; `--build` rebuilds the apps' dist/ first; `--dist DIR` measures a
// build folder made by build-site.mjs instead; `--route PATH` measures one route only; `--files` lists
// every file the route fetched before its main content; `--tasks` lists each Lighthouse run's simulated
// long tasks and what they contain (long-tasks.mjs); LIGHTHOUSE_RUNS=0 measures the bytes alone.
import os from 'node:os';
import { CUSTOMER_ROUTES, CUSTOMER_TARGETS, measureCustomerRoute } from './customer-routes.mjs';
import { DEMO_CUSTOMER, kb, lighthouseScores, median, runsHeld, signedInState } from './routes.mjs';
import { buildIfNeeded, startSite } from './support.mjs';

const SITE_PORT = 4850;
const STACK_PORT = 24071;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const JSON_OUTPUT = process.argv.includes('--json');
const TASKS = process.argv.includes('--tasks');
const only = process.argv.includes('--route') ? process.argv[process.argv.indexOf('--route') + 1] : null;
const routes = CUSTOMER_ROUTES.filter((r) => !only || r.path === only);
if (!routes.length) throw new Error(`no customer route ${only}`);

await buildIfNeeded('mf-dashboard/dist/index.html');
const site = await startSite({ sitePort: SITE_PORT, stackPort: STACK_PORT, tag: 'dashboard' });
const results = [];
try {
  const storageState = await signedInState(site.url, DEMO_CUSTOMER);
  for (const route of routes) {
    process.stderr.write(`[bench] ${route.path}: bytes…\n`);
    const bytes = await measureCustomerRoute(site.url, route, { sitePort: site.sitePort, storageState });
    if (!RUNS) {
      results.push({ ...bytes, lighthouse: null });
      continue;
    }
    process.stderr.write(`[bench] ${route.path}: Lighthouse ×${RUNS}, signed in…\n`);
    const scores = await lighthouseScores(`${site.url}${route.path}`, {
      runs: RUNS,
      credentials: DEMO_CUSTOMER,
      tasks: TASKS,
    });
    results.push({ ...bytes, lighthouse: { scores, median: median(scores.map((s) => s.score)) } });
  }
} finally {
  site.stop();
}
if (JSON_OUTPUT) console.log(JSON.stringify({ cores: os.cpus().length, routes: results, targets: CUSTOMER_TARGETS }));
else printText();

function printText() {
  console.log(`\nCustomer area, signed in as the demo customer — ${os.cpus().length} cores, load ${os.loadavg()[0]}\n`);
  for (const r of results) {
    console.log(`${r.path}`);
    console.log(
      `  JS gzip until the main content shows (${r.mainShownMs} ms): ${kb(r.beforeMain)} (target ≤ ${CUSTOMER_TARGETS.mainContentKB} KB); until idle ${kb(r.total)}`,
    );
    console.log(
      `  by origin: ${Object.entries(r.byOrigin)
        .sort((a, b) => b[1] - a[1])
        .map(([app, n]) => `${app} ${kb(n)}`)
        .join(', ')}`,
    );
    console.log(`  largest: ${r.largest.map((c) => `${c.name} ${kb(c.bytes)} (${c.main})`).join('; ')}`);
    if (r.later.length) console.log(`  afterwards: ${r.later.join(', ')}`);
    if (process.argv.includes('--files')) {
      console.log(`  every file until then: ${r.files.map((f) => `${f.name} ${kb(f.bytes)}`).join(', ')}`);
    }
    if (!r.lighthouse) continue;
    const { scores } = r.lighthouse;
    const at = (k) => Math.round(median(scores.map((s) => s[k])));
    console.log(
      `  Lighthouse ${scores.map((s) => s.score).join(', ')} → median ${r.lighthouse.median} (${runsHeld(scores, RUNS)}); FCP ${at('fcp')} ms, LCP ${at('lcp')} ms, TBT ${at('tbt')} ms, CLS ${median(scores.map((s) => s.cls)).toFixed(3)}`,
    );
    for (const [i, s] of scores.entries()) {
      if (!s.tasks) continue;
      console.log(
        `  run ${i + 1} (${s.score}, TBT ${Math.round(s.tbt)} ms, FCP ${Math.round(s.fcp)} ms), simulated long tasks:`,
      );
      for (const t of s.tasks) console.log(`    ${t.start} ms +${t.duration} (observed ${t.observed}): ${t.contents}`);
    }
  }
}
