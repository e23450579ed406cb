// npm run bench — every benchmark of the project, measured now, printed as one table with a legend:
//  1. a cold production build of every app and a rebuild of one remote alone (timed), written to a
//     temporary folder (build-site.mjs) so the apps' own dist/ that others may be serving stay intact;
//  2. that build served with its own backend: the JavaScript `/` and the demo clinic's public booking
//     page transfer, what of it is React and the federation, and Lighthouse; then every route of the
//     customer area signed in as the demo customer (customer-routes.mjs): JS until its main content,
//     its largest chunks, Lighthouse and LCP;
//  3. the agenda benchmark (agenda.mjs --json), the backend benchmark (local-stack bench --json) and
//     the assistant's (local-stack/bench/assistant.ts --json, on the real n8n).
// Progress goes to stderr, the table to stdout. Targets are printed beside the figures, never
// asserted: a timing over its target does not fail the command; a benchmark that breaks does (exit 1,
// after the table). Each part also runs alone (README, "Benchmarks").
//   LIGHTHOUSE_RUNS (3), BENCH_REMOTE (mf-agent), BENCH_SECONDS, AGENDA_BENCH_COUNT pass through.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BOOKING_PATH,
  DEMO_CUSTOMER,
  kb,
  lighthouseScores,
  measureBytes,
  median,
  reactFloor,
  runsHeld,
  signedInState,
  splitBytes,
  TARGETS,
} from './routes.mjs';
import { CHROMIUM, repo, startSite } from './support.mjs';
import { CUSTOMER_ROUTES, CUSTOMER_TARGETS, measureCustomerRoute } from './customer-routes.mjs';
import { APPS } from '../../shared-build/apps.mjs';

const SITE_PORT = 4900;
const STACK_PORT = 24121;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REMOTE = process.env.BENCH_REMOTE ?? 'mf-agent';

const log = (line) => process.stderr.write(`[bench] ${line}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const msf = (n) => `${n.toFixed(1)} ms`;

/** Runs a command; resolves with its wall time and stdout (its stderr, and stdout unless kept, go to stderr). */
function run(cmd, args, { cwd = repo, env = process.env, keepStdout = false, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', keepStdout ? 'pipe' : 2, quiet ? 'ignore' : 2] });
    let stdout = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - started;
      if (code === 0) resolve({ ms, stdout });
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** The JSON object a benchmark printed with --json (its last line that is one). */
function lastJson(stdout) {
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!line) throw new Error('no JSON figures in its output');
  return JSON.parse(line);
}

// Rows of the table: [figure, value, target, status]; a section title is a row of its own.
const rows = [];
const notes = [];
const failures = [];
const section = (title) => rows.push({ title });
const row = (figure, value, target = '', status = '') => rows.push({ cells: [figure, value, target, status] });

/** The route's Lighthouse median (and its runs), then its median LCP and TBT; `target` a floor or none. */
async function lighthouseRows(url, options, target) {
  const scores = await measuredScores(url, options);
  const score = median(scores.map((s) => s.score));
  const runs = `${score} (${scores.map((s) => s.score).join(', ')})`;
  const title = `Lighthouse performance, median (${runsHeld(scores, RUNS)})`;
  if (target === undefined) row(title, runs);
  else row(title, runs, `≥ ${target}`, atLeast(score, target));
  row(
    '  LCP / TBT, median',
    `${Math.round(median(scores.map((s) => s.lcp)))} ms / ${Math.round(median(scores.map((s) => s.tbt)))} ms`,
  );
}

/** Lighthouse's CPU benchmark index of every run: TBT is the machine's main-thread time × 4, so it moves with it. */
const benchmarkIndexes = [];
async function measuredScores(url, options) {
  const scores = await lighthouseScores(url, options);
  benchmarkIndexes.push(...scores.map((s) => s.benchmarkIndex));
  return scores;
}

/** A public route must not carry supabase-js or a chart library. */
function noHeavyLibraryRow(bytes) {
  const heavy = [...bytes.packages].filter((p) => /supabase|apexcharts|chart/.test(p));
  row(
    'supabase-js or chart library on the route',
    heavy.length ? heavy.join(', ') : 'none',
    'none',
    heavy.length ? 'over' : 'ok',
  );
}
/** ok / over (an upper bound passed) / under (a lower bound missed). */
const atMost = (value, limit) => (value <= limit ? 'ok' : 'over');
const atLeast = (value, limit) => (value >= limit ? 'ok' : 'under');

async function part(title, fn) {
  section(title);
  try {
    await fn();
  } catch (err) {
    failures.push(`${title}: ${err.message}`);
    row('failed', err.message.split('\n')[0].slice(0, 60), '', 'error');
    log(`${title} failed: ${err.stack ?? err.message}`);
  }
}

const started = Date.now();
const loadAtStart = os.loadavg()[0];
const commit = await run('git', ['rev-parse', '--short', 'HEAD'], { keepStdout: true })
  .then((r) => r.stdout.trim())
  .catch(() => '?');
const chromiumVersion = await run(CHROMIUM, ['--version'], { keepStdout: true, quiet: true })
  .then((r) => r.stdout.trim().split(' ').slice(0, 2).join(' '))
  .catch(() => 'Chromium ?');
const buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-bench-build-'));
process.env.BENCH_DIST_ROOT = buildRoot; // support.mjs serves this build folder, routes.mjs reads its maps
let built = false;
let stopSite = null;
// Interrupted: the site this script started and its build folder go too.
process.on('SIGINT', () => {
  stopSite?.();
  fs.rmSync(buildRoot, { recursive: true, force: true });
  process.exit(130);
});
const floor = await reactFloor();

try {
  await part('Build: production, every app', async () => {
    log(`cold build of every app into ${buildRoot}…`);
    const full = await run(process.execPath, ['e2e/bench/build-site.mjs', buildRoot]);
    built = true;
    row(`cold full build, ${APPS.length} apps (wall)`, seconds(full.ms));
    log(`${REMOTE} alone: npm run build -w ${REMOTE}…`);
    const distOfRemote = path.join(buildRoot, REMOTE, 'dist');
    const one = await run('npm', ['run', 'build', '-w', REMOTE, '--silent', '--', '--output-path', distOfRemote]);
    row(`one remote rebuilt alone (${REMOTE}, wall)`, seconds(one.ms));
  });

  let site = null;
  if (built) {
    log('serving the build with a fresh backend…');
    try {
      site = await startSite({ sitePort: SITE_PORT, stackPort: STACK_PORT, tag: 'all' });
    } catch (err) {
      await part('Site: the build served with its own backend', () => Promise.reject(err));
    }
  }
  if (site) {
    stopSite = site.stop;
    try {
      await part('Landing /', async () => {
        log('/: bytes…');
        const bytes = await measureBytes(`${site.url}/`, { sitePort: site.sitePort });
        if (bytes.beforeLive !== null) {
          row(
            'JS gzip before interactive',
            kb(bytes.beforeLive),
            `≤ ${TARGETS.landingBeforeLiveKB} KB`,
            atMost(bytes.beforeLive / 1024, TARGETS.landingBeforeLiveKB),
          );
        } else row('JS gzip before interactive', 'no live mark');
        row('JS gzip transferred, total', kb(bytes.total));
        row('React floor (react + react-dom + scheduler)', kb(floor.bytes));
        const early = bytes.beforeLive ?? bytes.total;
        const split = splitBytes(bytes.files, bytes.beforeLive === null ? () => true : (f) => f.beforeLive);
        row('JS beyond the React floor, before interactive', kb(early - floor.bytes));
        row('  of which federation runtime + remote entries', kb(split.federation));
        row('  of which the rest (shell, landing, libraries)', kb(early - floor.bytes - split.federation));
        noHeavyLibraryRow(bytes);
        notes.push(
          `React's own share of the route's JS by the same attribution: ${kb(split.react)} (floor ${kb(floor.bytes)}).`,
        );
        log(`/: Lighthouse ×${RUNS}…`);
        await lighthouseRows(`${site.url}/`, { runs: RUNS }, TARGETS.landingLighthouse);
      });

      await part(`Booking page ${BOOKING_PATH}, public`, async () => {
        log(`${BOOKING_PATH}: bytes…`);
        const bytes = await measureBytes(`${site.url}${BOOKING_PATH}`, { sitePort: site.sitePort });
        row(
          'JS gzip transferred, total',
          kb(bytes.total),
          `≤ ${TARGETS.bookingKB} KB`,
          atMost(bytes.total / 1024, TARGETS.bookingKB),
        );
        row('  of which federation runtime + remote entries', kb(splitBytes(bytes.files).federation));
        noHeavyLibraryRow(bytes);
        log(`${BOOKING_PATH}: Lighthouse ×${RUNS}…`);
        await lighthouseRows(`${site.url}${BOOKING_PATH}`, { runs: RUNS }, TARGETS.bookingLighthouse);
      });

      log('customer area: signing in…');
      const state = await signedInState(site.url, DEMO_CUSTOMER).catch((err) => {
        failures.push(`customer area: ${err.message}`);
        return null;
      });
      for (const route of state ? CUSTOMER_ROUTES : []) {
        await part(`Customer area ${route.path}, signed in as the demo customer`, async () => {
          log(`${route.path}: bytes…`);
          const r = await measureCustomerRoute(site.url, route, { sitePort: site.sitePort, storageState: state });
          row(
            'JS gzip until the main content shows',
            `${kb(r.beforeMain)} (at ${r.mainShownMs} ms)`,
            `≤ ${CUSTOMER_TARGETS.mainContentKB} KB`,
            atMost(r.beforeMain / 1024, CUSTOMER_TARGETS.mainContentKB),
          );
          row('JS gzip transferred until idle', kb(r.total));
          row('  largest chunks', r.largest.map((c) => `${kb(c.bytes)} ${c.main}`).join('; '));
          const heavy = r.packages.filter((p) =>
            /^@supabase\/supabase-js$|apexcharts|react-router|styled-components/.test(p),
          );
          notes.push(
            `${route.path} JS until its main content: ${Object.entries(r.byOrigin)
              .sort((a, b) => b[1] - a[1])
              .map(([app, n]) => `${app} ${kb(n)}`)
              .join(', ')}; it includes ${heavy.join(', ') || 'none of supabase-js, the router, styled-components'}.`,
          );
          log(`${route.path}: Lighthouse ×${RUNS}, signed in…`);
          const scores = await measuredScores(`${site.url}${route.path}`, { runs: RUNS, credentials: DEMO_CUSTOMER });
          const score = median(scores.map((x) => x.score));
          row(
            `Lighthouse performance, median (${runsHeld(scores, RUNS)})`,
            `${score} (${scores.map((x) => x.score).join(', ')})`,
            `≥ ${CUSTOMER_TARGETS.lighthouse}`,
            atLeast(score, CUSTOMER_TARGETS.lighthouse),
          );
          const lcp = Math.round(median(scores.map((x) => x.lcp)));
          row('  LCP, median', `${lcp} ms`, `≤ ${CUSTOMER_TARGETS.lcpMs} ms`, atMost(lcp, CUSTOMER_TARGETS.lcpMs));
          row(
            '  FCP / TBT / CLS, median',
            `${Math.round(median(scores.map((x) => x.fcp)))} ms / ${Math.round(median(scores.map((x) => x.tbt)))} ms / ${median(scores.map((x) => x.cls)).toFixed(3)}`,
          );
        });
      }
    } finally {
      stopSite = null;
      site.stop();
    }
  }

  await part("Agenda: 'Minha Agenda' in Chromium (e2e/bench/agenda.mjs)", async () => {
    if (!built) throw new Error('no build to serve');
    log('agenda benchmark…');
    const { stdout } = await run(process.execPath, ['e2e/bench/agenda.mjs', '--json', '--dist', buildRoot], {
      keepStdout: true,
    });
    const a = lastJson(stdout);
    row(`open until the month grid shows ${a.appointments.toLocaleString('en')} appts`, `${a.openMs} ms`);
    for (const [view, s] of Object.entries(a.switches)) {
      row(
        `switch to ${view}, median / worst`,
        `${msf(s.median)} / ${msf(s.worst)}`,
        `< ${a.targetMs} ms`,
        s.median < a.targetMs ? 'ok' : 'over',
      );
    }
  });

  await part('Backend: the local stack (local-stack/bench/run.ts)', async () => {
    log('backend benchmark (both databases, a few minutes)…');
    const tsx = path.join(repo, 'node_modules/.bin/tsx');
    const { stdout } = await run(tsx, ['bench/run.ts', '--json'], {
      cwd: path.join(repo, 'local-stack'),
      keepStdout: true,
    });
    const b = lastJson(stdout);
    const t = b.targets;
    for (const r of b.results) {
      const db = r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
      const readsTarget = r.kind === 'postgres' ? t.readsPg : t.readsPglite;
      row(`${db}: cold start / restart`, `${r.coldStartS.toFixed(1)} s / ${r.restartS.toFixed(1)} s`);
      row(
        `${db}: stats RPC at ${b.setup.bigOwnerAppointments.toLocaleString('en')} appts, median`,
        msf(r.statsMedianMs),
        `< ${t.statsMs} ms`,
        r.statsMedianMs < t.statsMs ? 'ok' : 'over',
      );
      row(
        `${db}: stats function in SQL, median`,
        msf(r.statsSqlMs),
        `< ${t.statsMs} ms`,
        r.statsSqlMs < t.statsMs ? 'ok' : 'over',
      );
      row(
        `${db}: agenda reads/s (p50 latency)`,
        `${r.readsPerSecond.toFixed(0)} (${r.readP50Ms} ms)`,
        `> ${readsTarget}`,
        r.readsPerSecond > readsTarget ? 'ok' : 'under',
      );
      const errors = r.readErrors + r.readNon2xx;
      row(`${db}: read errors + non-2xx`, String(errors), '0', errors === 0 ? 'ok' : 'over');
      for (const [name, f] of Object.entries(r.functions ?? {})) {
        row(
          `${db}: function ${name} on Deno, first answer after start / warm median`,
          `${msf(f.coldMs)} / ${msf(f.warmMs)}`,
        );
      }
      const bk = r.booking;
      if (bk) {
        row(
          `${db}: free slots over 30 days, SQL median`,
          msf(bk.slotsSqlMs),
          '< 20 ms',
          bk.slotsSqlMs < 20 ? 'ok' : 'over',
        );
        row(
          `${db}: free slots through GET …/slots, median`,
          msf(bk.slotsHttpMs),
          '< 20 ms',
          bk.slotsHttpMs < 20 ? 'ok' : 'over',
        );
        const exact = bk.booked === 50 && bk.taken === 150 && bk.serverErrors === 0;
        row(
          `${db}: 200 concurrent bookings on 50 slots: booked / 409 / 5xx`,
          `${bk.booked} / ${bk.taken} / ${bk.serverErrors}`,
          '50 / 150 / 0',
          exact ? 'ok' : 'over',
        );
      }
      const tm = r.team;
      if (tm) {
        row(
          `${db}: team of 10, free times over 30 days at 5,000 appts: per professional / merged (SQL), merged via GET`,
          `${msf(tm.teamSlotsSqlMs)} / ${msf(tm.mergedSlotsSqlMs)}, ${msf(tm.mergedSlotsHttpMs)}`,
          '< 50 ms',
          Math.max(tm.teamSlotsSqlMs, tm.mergedSlotsSqlMs, tm.mergedSlotsHttpMs) < 50 ? 'ok' : 'over',
        );
        const exactTeam = tm.booked === 50 && tm.taken === 150 && tm.serverErrors === 0 && tm.doubleBooked === 0;
        row(
          `${db}: 200 concurrent bookings over 5 professionals: booked / 409 / 5xx / held twice`,
          `${tm.booked} / ${tm.taken} / ${tm.serverErrors} / ${tm.doubleBooked}`,
          '50 / 150 / 0 / 0',
          exactTeam ? 'ok' : 'over',
        );
      }
      const rm = r.reminders;
      if (rm) {
        row(
          `${db}: reminder job at 50,000 appts, first run (queued) / later runs median`,
          `${msf(rm.enqueueFirstMs)} (${rm.enqueuedFirst}) / ${msf(rm.enqueueMedianMs)}`,
          '< 200 ms',
          Math.max(rm.enqueueFirstMs, rm.enqueueMedianMs) < 200 ? 'ok' : 'over',
        );
        row(
          `${db}: 1,000 due reminders dispatched: sent / due (time), duplicates`,
          `${rm.sent} / ${rm.dispatched} (${rm.dispatchS.toFixed(1)} s), ${rm.duplicates}`,
          'all sent, 0',
          rm.sent === rm.dispatched && rm.duplicates === 0 ? 'ok' : 'over',
        );
      }
    }
  });
  await part(
    'Assistant: a client message to the reply, through the real n8n (local-stack/bench/assistant.ts)',
    async () => {
      log('assistant benchmark (n8n and the model sandbox)…');
      const tsx = path.join(repo, 'node_modules/.bin/tsx');
      const { stdout } = await run(tsx, ['bench/assistant.ts', '--json'], {
        cwd: path.join(repo, 'local-stack'),
        keepStdout: true,
      });
      const a = lastJson(stdout);
      row('n8n start (fresh database) / memory once up', `${a.n8n.startS.toFixed(1)} s / ${a.n8n.memoryMb} MB`);
      row(
        `${a.sequential.count} messages one after another: p50 / p95, lost`,
        `${msf(a.sequential.p50Ms)} / ${msf(a.sequential.p95Ms)}, ${a.sequential.lost}`,
      );
      row(
        `${a.voice.count} voice notes one after another: added to a text's p50 / p95, lost`,
        `${msf(a.voice.addedP50Ms)} / ${msf(a.voice.addedP95Ms)}, ${a.voice.lost}`,
      );
      row(
        `${a.concurrent.count} clients at once: p95, lost`,
        `${msf(a.concurrent.p95Ms)}, ${a.concurrent.lost}`,
        `< ${a.targetP95Ms} ms, 0`,
        a.concurrent.p95Ms < a.targetP95Ms && a.concurrent.lost === 0 ? 'ok' : 'over',
      );
      row(
        `${a.burst.count} clients at once: messages a second (${a.n8n.mode}), lost`,
        `${a.burst.perSecond.toFixed(1)}, ${a.burst.lost}`,
      );
    },
  );
} finally {
  fs.rmSync(buildRoot, { recursive: true, force: true });
}

// The table.
const cpus = os.cpus();
const header = [
  `Atende AI benchmarks — ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? '?'}), Node ${process.version}, ${chromiumVersion},`,
  `commit ${commit}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${seconds(Date.now() - started)} in all,`,
  `load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (other work on the machine slows timings)`,
];
const titles = ['figure', 'value', 'alvo/target', 'status'];
// Figures sit under their section's title, indented.
const indent = (cells) => [`  ${cells[0]}`, ...cells.slice(1)];
const cellRows = rows.filter((r) => r.cells).map((r) => indent(r.cells));
const widths = titles.map((t, c) => Math.max(t.length, ...cellRows.map((r) => r[c].length)));
const line = (cells) =>
  cells
    .map((cell, c) => cell.padEnd(widths[c]))
    .join('  ')
    .trimEnd();
const out = ['', ...header, '', line(titles), widths.map((w) => '-'.repeat(w)).join('  ')];
for (const r of rows) out.push(r.title ?? line(indent(r.cells)));
out.push(
  '',
  'Legend',
  '- JS gzip: bytes on the wire (compressed by the servers) of every .js the route fetched from a cold cache until',
  '  the network was idle; "before interactive" counts what had arrived when the live landing replaced the',
  "  prerendered page (the shell's atende:live mark); other routes have no prerendered page, so no such figure.",
  `- React floor: react ${floor.version} + react/jsx-runtime + react-dom + react-dom/client + scheduler from node_modules,`,
  '  bundled for production, minified and gzipped: what any React page pays. "Beyond the React floor" is the',
  "  route's JS before interactive minus that floor: the cost of the shell, the landing, their libraries and the",
  '  federation. "Federation runtime + remote entries" is the part of it that is Module Federation: every',
  "  remoteEntry.js, plus the @module-federation/* code and webpack's sharing/consume runtime inside the other",
  "  files, found through the source maps (a file's gzip bytes shared out by its mapped characters); the",
  '  rest is the difference. JSON (remotes.json, mf-manifest.json) is not counted as JS.',
  '- Lighthouse: mobile performance (simulated throttling), fresh Chromium per run, median shown with the number',
  '  of runs it holds: a run that loses its trace (NO_NAVSTART) is tried again, up to 3 times, then left out.',
  '  The customer area runs sign in through /login first; Lighthouse keeps localStorage (the session) and',
  "  clears caches. The site's backend runs without its minute job (REMINDER_TICK_MS=0) while it is measured.",
  `  Lighthouse's CPU benchmark index of this machine, median of every run: ${benchmarkIndexes.length ? Math.round(median(benchmarkIndexes)) : '?'} (TBT is the`,
  "  page's main-thread time observed here × 4: on a slower machine it grows, and the score with it).",
  "- Customer area: JS gzip until the route's main content shows (its heading on screen and no page-level",
  "  'Carregando...' left; the chart of /user-dashboard comes after, on purpose), from a cold cache, signed in.",
  `- Build: wall time of build-site.mjs (what \`node shared-build/bin/site.mjs build\` does, into an empty folder;`,
  `  production builds use no webpack cache) and of \`npm run build -w ${REMOTE}\`.`,
  '- Targets are printed, not asserted. ok: within target; over: above an upper bound; under: below a floor.',
  '- Timings depend on the machine and on what else runs on it: figures from a busy 2-core machine are slower.',
  ...notes.map((n) => `- ${n}`),
);
console.log(out.join('\n'));
if (failures.length) {
  console.error(`\n${failures.length} benchmark(s) failed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
