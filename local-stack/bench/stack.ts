import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeBlock, STACK_OFFSETS, TEST_PORTS } from 'shared-build/ports';
import type { DbKind, StackConfig } from '../src/config.ts';
import { startStack, type RunningStack } from '../src/stack.ts';
import { RAISED_AUTH_LIMITS_FILE } from '../test/support/authLimits.ts';
import { GRANT_PAID_ACCESS_SQL } from '../test/support/paidAccess.ts';

/**
 * A benchmark's stack on `kind` in a fresh data folder: quiet, on the first free port block from
 * BENCH_PORT (default below the ephemeral range; PGlite 1000 above PostgreSQL), and with the reminder
 * timer off (the reminder figures call the job and the dispatcher themselves).
 */
export async function benchStackOptions(kind: DbKind, tag: string): Promise<Partial<StackConfig>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atende-ai-bench-${tag}${kind}-`));
  fs.chmodSync(dataDir, 0o755); // the postgres OS user keeps its cluster inside
  const base = Number(process.env.BENCH_PORT) || TEST_PORTS.bench;
  const port = await freeBlock(kind === 'postgres' ? base : base + 1000, { offsets: [...STACK_OFFSETS] });
  return {
    db: kind,
    port,
    dbPort: port + 1,
    restPort: port + 10,
    dataDir,
    quiet: true,
    reminderTickMs: 0,
    apiExternalUrl: `http://127.0.0.1:${port}`,
    authConfigFile: RAISED_AUTH_LIMITS_FILE,
  };
}

/** A bench owner who pays: the paid features (assistant, booking page, reminders) work for them. */
export async function grantPaidAccess(stack: RunningStack, userId: string): Promise<void> {
  await stack.admin.query(GRANT_PAID_ACCESS_SQL, [userId]);
}

/**
 * Runs one part of the benchmark alone when `moduleUrl` is the script node was started with
 * (`tsx bench/<part>.ts`, on LOCAL_DB or PostgreSQL), printing its figures as JSON.
 */
export async function runAlone(moduleUrl: string, tag: string, measure: (stack: RunningStack) => Promise<unknown>) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const kind = (process.env.LOCAL_DB as DbKind | undefined) ?? 'postgres';
  const options = await benchStackOptions(kind, `${tag}-`);
  const stack = await startStack(options);
  try {
    console.log(kind, JSON.stringify(await measure(stack)));
  } finally {
    await stack.stop();
    fs.rmSync(options.dataDir!, { recursive: true, force: true });
  }
}
