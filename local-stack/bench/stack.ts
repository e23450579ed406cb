import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbKind, StackConfig } from '../src/config.ts';
import { startStack, type RunningStack } from '../src/stack.ts';

/**
 * The stack's port for a database: BENCH_PORT (default 57321) for PostgreSQL; for PGlite 1000 above
 * it, or 1000 below when that would pass the last port.
 */
export function benchPort(kind: DbKind): number {
  const base = Number(process.env.BENCH_PORT) || 57321;
  if (kind === 'postgres') return base;
  return base + 1000 + 20 <= 65535 ? base + 1000 : base - 1000;
}

/**
 * A benchmark's stack on `kind` in a fresh data folder: quiet, on the bench's ports, and with the
 * reminder timer off (the reminder figures call the job and the dispatcher themselves).
 */
export function benchStackOptions(kind: DbKind, tag: string): Partial<StackConfig> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atende-ai-bench-${tag}${kind}-`));
  fs.chmodSync(dataDir, 0o755); // the postgres OS user keeps its cluster inside
  const port = benchPort(kind);
  return {
    db: kind,
    port,
    dbPort: port + 1,
    restPort: port + 10,
    dataDir,
    quiet: true,
    reminderTickMs: 0,
    apiExternalUrl: `http://127.0.0.1:${port}`,
  };
}

/**
 * Runs one part of the benchmark alone when `moduleUrl` is the script node was started with
 * (`tsx bench/<part>.ts`, on LOCAL_DB or PostgreSQL), printing its figures as JSON.
 */
export async function runAlone(moduleUrl: string, tag: string, measure: (stack: RunningStack) => Promise<unknown>) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const kind = (process.env.LOCAL_DB as DbKind | undefined) ?? 'postgres';
  const options = benchStackOptions(kind, `${tag}-`);
  const stack = await startStack(options);
  try {
    console.log(kind, JSON.stringify(await measure(stack)));
  } finally {
    await stack.stop();
    fs.rmSync(options.dataDir!, { recursive: true, force: true });
  }
}
