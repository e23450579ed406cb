#!/usr/bin/env node
// `npm test`: every package's tests, then a table of each part's wall time.
// `npm run test:changed` (--changed): only what a change reaches (shared-build/suite/plan.mjs), against
// origin/main or TEST_SINCE. Jest's unit tests of all the chosen packages run as one Jest run; every
// part runs even after one fails, and the exit code says whether any did.
//
// The unit tests run first, alone, a Jest worker per core: their per-test budget (5 s) assumes the
// machine is theirs, and beside the journeys forms typed by user-event ran past it. Then two lanes
// side by side: the packages' other parts one after another, and the journeys (the site's build,
// then Playwright, its output prefixed 'journeys │'). Each lane waits on its own processes
// (databases, n8n, Chromium) more than on the CPU, so on two cores they overlap. The journeys are
// the longer lane, so the packages' lane runs at a lower priority (nice 10) and takes what they
// leave. --serial runs the journeys after the rest, as one lane.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { plan, testScripts } from '../suite/plan.mjs';
import { readSteps, timeTable } from '../suite/timings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const changed = process.argv.includes('--changed');
const serial = process.argv.includes('--serial');
const since = changed ? process.env.TEST_SINCE || 'origin/main' : null;
const chosen = plan(since);

console.log(changed ? `# test:changed against ${since}` : '# the whole suite');
for (const line of chosen.why) console.log(`#   ${line}`);
for (const p of chosen.packages) console.log(`#   ${p.name}: ${p.why}`);
console.log(
  chosen.journeys === null
    ? '#   journeys: all'
    : chosen.journeys
      ? `#   journeys: those tagged ${chosen.journeys}`
      : '#   journeys: none (no app changed)',
);

const parts = [];
const units = chosen.packages.filter((p) => testScripts(p).includes('test:unit'));
if (units.length) {
  parts.push({
    name: `unit tests (${units.length} packages)`,
    lane: 'first',
    // A worker per core: Jest's default leaves one to its parent, which only waits (1:16 against 2:27 here).
    command: [
      'npx',
      'jest',
      '--passWithNoTests',
      `--maxWorkers=${os.availableParallelism()}`,
      '--selectProjects',
      ...units.map((p) => p.name),
    ],
  });
}
for (const p of chosen.packages) {
  if (p.name === 'e2e') continue;
  for (const s of testScripts(p).filter((s) => s !== 'test:unit')) {
    parts.push({ name: `${p.name} ${s}`, command: ['npm', 'run', s, '-w', p.name], lane: 'packages' });
  }
}
if (chosen.journeys !== '') {
  parts.push({
    name: 'journeys',
    command: ['node', 'e2e/bin/journeys.mjs', ...(chosen.journeys ? ['--grep', chosen.journeys] : [])],
    lane: serial ? 'packages' : 'journeys',
  });
}

/** Runs one part; its lines go through as they come, prefixed when it is a journeys' lane beside another. */
function runPart(part, nice) {
  console.log(`\n# ${part.name}: ${part.command.join(' ')}`);
  const timings = path.join(os.tmpdir(), `atende-ai-suite-${process.pid}-${part.name.replace(/\W+/g, '-')}.jsonl`);
  fs.writeFileSync(timings, '');
  const t = Date.now();
  const [command, ...args] = nice ? ['nice', '-n', '10', ...part.command] : part.command;
  const prefixed = part.lane === 'journeys';
  const child = spawn(command, args, {
    cwd: root,
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, SUITE_TIMINGS: timings },
  });
  if (prefixed) {
    const prefix = 'journeys │ ';
    readline.createInterface({ input: child.stdout }).on('line', (l) => process.stdout.write(`${prefix}${l}\n`));
    readline.createInterface({ input: child.stderr }).on('line', (l) => process.stderr.write(`${prefix}${l}\n`));
  }
  return new Promise((resolve) =>
    child.once('close', (code) => {
      const row = { name: part.name, seconds: (Date.now() - t) / 1000, ok: code === 0, steps: readSteps(timings) };
      fs.rmSync(timings, { force: true });
      resolve(row);
    }),
  );
}

/** The parts of one lane, one after another. */
async function runLane(name, nice = false) {
  const rows = [];
  for (const part of parts.filter((p) => p.lane === name)) rows.push(await runPart(part, nice));
  return rows;
}

const started = Date.now();
const rows = await runLane('first');
const beside = parts.some((p) => p.lane === 'journeys');
rows.push(...(await Promise.all([runLane('packages', beside), runLane('journeys')])).flat());
console.log(timeTable(rows, (Date.now() - started) / 1000));
const failed = rows.filter((r) => !r.ok);
if (failed.length) console.error(`\n${failed.length} part(s) failed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length ? 1 : 0);
