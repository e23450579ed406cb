// Wall times of a suite's parts. A part's own steps (each database's pass, the site's build) append
// a line to the file named in SUITE_TIMINGS, so the table shows where a long part spends its time.
import fs from 'node:fs';

/** Records one step of the running part, when a suite is collecting them (SUITE_TIMINGS). */
export function recordStep(name, seconds) {
  const file = process.env.SUITE_TIMINGS;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ name, seconds })}\n`);
}

/** The steps recorded in `file` since it was emptied. */
export function readSteps(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const clock = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The table printed at the end: each part's wall time and result, its steps indented under it,
 * and the total.
 * @param {{ name: string, seconds: number, ok: boolean, steps: { name: string, seconds: number }[] }[]} rows
 */
export function timeTable(rows, totalSeconds) {
  const width = Math.max(24, ...rows.flatMap((r) => [r.name.length, ...r.steps.map((s) => s.name.length + 4)]));
  const lines = ['', '# wall time of each part', `${'part'.padEnd(width)}   time   result`];
  for (const r of rows) {
    lines.push(`${r.name.padEnd(width)}  ${clock(r.seconds).padStart(5)}   ${r.ok ? 'ok' : 'FAILED'}`);
    for (const s of r.steps) lines.push(`    ${s.name.padEnd(width - 4)}  ${clock(s.seconds).padStart(5)}`);
  }
  lines.push(`${'total'.padEnd(width)}  ${clock(totalSeconds).padStart(5)}`);
  return lines.join('\n');
}
