import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { DbKind } from '../../src/config.ts';
import { onFreeBlock, STACK_OFFSETS, TEST_PORTS } from 'shared-build/ports';
import { recordStep } from 'shared-build/timings';
import { findPostgresBin } from '../../src/db/postgres.ts';
import { denoBinary, denoEnv } from '../../src/functions/deno.ts';
import { startStack } from '../../src/stack.ts';
import { RAISED_AUTH_LIMITS_FILE } from './authLimits.ts';

/**
 * Runs test files against a freshly started stack, once per database: PostgreSQL 15 and PGlite (or
 * only the one named in LOCAL_DB). Node test files run with Node's test runner (through tsx), Deno
 * test files with `deno test` on the functions' Deno. The stack uses its own ports and a temporary
 * data folder, so a running `npm run stack` is left alone. Prints one closing line
 * 'N passed, N failed' and exits non-zero when anything failed.
 */
export interface TestFiles {
  node: string[];
  deno?: { files: string[]; configFile?: string };
  /**
   * Node test files about the assistant on the real n8n: run once more, against a PostgreSQL stack
   * whose functions publish to the real engine (installed on first use). The other files run with
   * the n8n sandbox.
   */
  engine?: string[];
  /**
   * The files of the PGlite pass beside PostgreSQL's, when not all of them: the ones that prove the
   * embedded default works (schema, RLS, the SQL, the wiring, the happy paths). PostgreSQL 15,
   * production's database, runs everything, and so does PGlite when LOCAL_DB=pglite names it alone.
   */
  embedded?: Omit<TestFiles, 'embedded' | 'engine'>;
}

/** Failed password sign-ins allowed per address and IP before 429: low, so the limit is testable. */
const PASSWORD_ATTEMPTS = 10;
/** Time-out of the functions' Asaas calls: short, so the "provider too slow" case is quick to test. */
const ASAAS_TIMEOUT_MS = 3000;
/** Time-out of the functions' WhatsApp gateway calls: short for the same reason. */
const EVOLUTION_TIMEOUT_MS = 3000;
/** Time-out of the functions' Google calls: short for the same reason. */
const GOOGLE_TIMEOUT_MS = 3000;
/** Time-out of the functions' n8n calls: short for the same reason. */
const N8N_TIMEOUT_MS = 3000;

/** Runs a test process, passing its output through and adding its totals (parsed by `totalsOf`). */
function runTests(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  totalsOf: (line: string) => { pass: number; fail: number } | null,
  totals: { pass: number; fail: number },
): Promise<number | null> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const t = totalsOf(line);
      if (t) {
        totals.pass += t.pass;
        totals.fail += t.fail;
      }
    }
  });
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

/** Node's test runner's totals: 'ℹ pass 3' from its spec reporter (Node 24's default), '# pass 3' from TAP. */
const nodeTotal = (line: string) => {
  const m = /^(?:ℹ|#) (pass|fail) (\d+)$/.exec(stripVTControlCharacters(line));
  if (!m) return null;
  return m[1] === 'pass' ? { pass: Number(m[2]), fail: 0 } : { pass: 0, fail: Number(m[2]) };
};
/** Deno's summary: 'ok | 3 passed | 0 failed (1s)' or 'FAILED | 2 passed | 1 failed (1s)'. */
const denoTotal = (line: string) => {
  const m = /\| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(line);
  return m ? { pass: Number(m[1]), fail: Number(m[2]) } : null;
};

export async function runStackTests(files: TestFiles): Promise<never> {
  const only = process.env.LOCAL_DB as DbKind | undefined;
  const kinds: DbKind[] = only ? [only] : ['postgres', 'pglite'];
  if (kinds.includes('postgres') && !findPostgresBin()) {
    console.error(
      'PostgreSQL 15 is not installed: run "npm test" from the repository root (it installs it), or LOCAL_DB=pglite.',
    );
    process.exit(1);
  }

  let failed = false;
  const totals = { pass: 0, fail: 0 };
  const passes: { kind: DbKind; n8n: 'sandbox' | 'real'; files: TestFiles }[] = kinds.map((kind) => ({
    kind,
    n8n: 'sandbox',
    // LOCAL_DB=pglite asks for PGlite alone: then it runs everything.
    files: kind === 'pglite' && !only && files.embedded ? files.embedded : { node: files.node, deno: files.deno },
  }));
  if (files.engine?.length && process.env.LOCAL_N8N !== 'sandbox') {
    passes.push({
      kind: kinds.includes('postgres') ? 'postgres' : kinds[0],
      n8n: 'real',
      files: { node: files.engine },
    });
  }
  for (const pass of passes) {
    if (!pass.files.node.length && !pass.files.deno?.files.length) continue;
    if (!(await runPass(pass.kind, pass.n8n, pass.files, totals))) failed = true;
  }
  console.log(`\n${totals.pass} passed, ${totals.fail} failed`);
  process.exit(failed ? 1 : 0);
}

/** One stack (database `kind`, n8n sandbox or real engine) and the files run against it; false when any failed. */
async function runPass(
  kind: DbKind,
  n8n: 'sandbox' | 'real',
  files: TestFiles,
  totals: { pass: number; fail: number },
): Promise<boolean> {
  const label = n8n === 'real' ? `${kind} + n8n` : kind;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atende-ai-test-${kind}-${n8n}-`));
  fs.chmodSync(dataDir, 0o755); // the postgres OS user keeps its cluster inside
  // Below the ephemeral range, on the first free block (STACK_TEST_PORT moves it); a port lost
  // between the check and the start moves the stack to the next block.
  const preferred = Number(process.env.STACK_TEST_PORT || TEST_PORTS.stackTests);
  const started = Date.now();
  const stack = await onFreeBlock(
    kind === 'postgres' ? preferred : preferred + 1000,
    (port) =>
      startStack({
        db: kind,
        port,
        dbPort: port + 1,
        restPort: port + 10,
        dataDir,
        apiExternalUrl: `http://127.0.0.1:${port}`,
        quiet: true,
        // The tests call the reminder job and the dispatcher themselves, when they choose.
        reminderTickMs: 0,
        passwordAttemptsPerWindow: PASSWORD_ATTEMPTS,
        authConfigFile: RAISED_AUTH_LIMITS_FILE,
        asaasTimeoutMs: ASAAS_TIMEOUT_MS,
        evolutionTimeoutMs: EVOLUTION_TIMEOUT_MS,
        // A transcription held by a fault is late after 2 s, not 20.
        transcriptionWaitMs: 2000,
        asaasBaseUrl: null, // always the local sandboxes, whatever the shell exports
        evolutionApiUrl: null,
        n8nApiUrl: null,
        googleOAuthUrl: null,
        googleTokenUrl: null,
        googleCalendarApiUrl: null,
        googleTimeoutMs: GOOGLE_TIMEOUT_MS,
        n8nWebhookUrl: null,
        n8nTimeoutMs: N8N_TIMEOUT_MS,
        resendApiUrl: null,
        n8n,
        n8nPort: port + 20,
        openaiBaseUrl: null,
      }),
    {
      offsets: [...STACK_OFFSETS],
      onRetry: (port) => console.log(`# ${label}: port block ${port} was taken, trying the next`),
    },
  );
  console.log(`\n# ${label}: stack up in ${((Date.now() - started) / 1000).toFixed(1)}s at ${stack.url}`);
  // The suite's step file is this runner's: stacks the tests start themselves do not write to it.
  const { SUITE_TIMINGS: _ownSteps, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    STACK_URL: stack.url,
    STACK_DB_URL: stack.dbUrl,
    STACK_DB_KIND: kind,
    STACK_ANON_KEY: stack.config.anonKey,
    STACK_SERVICE_ROLE_KEY: stack.config.serviceRoleKey,
    STACK_SECRET_KEY: stack.config.secretKey,
    STACK_JWT_SECRET: stack.config.jwtSecret,
    STACK_DATA_DIR: dataDir,
    STACK_PASSWORD_ATTEMPTS: String(PASSWORD_ATTEMPTS),
    STACK_ASAAS_API_KEY: stack.config.asaasApiKey,
    STACK_ASAAS_WEBHOOK_TOKEN: stack.config.asaasWebhookToken,
    STACK_ASAAS_TIMEOUT_MS: String(ASAAS_TIMEOUT_MS),
    STACK_EVOLUTION_API_KEY: stack.config.evolutionApiKey,
    STACK_EVOLUTION_TIMEOUT_MS: String(EVOLUTION_TIMEOUT_MS),
    STACK_GOOGLE_TIMEOUT_MS: String(GOOGLE_TIMEOUT_MS),
    STACK_N8N_KIND: stack.n8n.kind,
    STACK_N8N_URL: stack.n8n.url,
    STACK_N8N_API_KEY: stack.n8n.apiKey,
    STACK_N8N_PID: String(stack.n8n.engine?.pid ?? ''),
    STACK_OPENAI_API_KEY: stack.config.openaiApiKey,
    STACK_N8N_TIMEOUT_MS: String(N8N_TIMEOUT_MS),
    STACK_RESEND_API_KEY: stack.config.resendApiKey,
    STACK_META_APP_SECRET: stack.config.metaAppSecret,
    STACK_META_VERIFY_TOKEN: stack.config.metaVerifyToken,
  };
  // spawn, not spawnSync: the stack lives in this process and must keep answering while tests run.
  const statuses: (number | null)[] = [];
  if (files.node.length) {
    statuses.push(
      await runTests(
        process.execPath,
        ['--import', 'tsx', '--test', '--test-concurrency=1', ...files.node],
        env,
        nodeTotal,
        totals,
      ),
    );
  }
  if (files.deno?.files.length) {
    const config = files.deno.configFile ? ['--config', files.deno.configFile] : [];
    statuses.push(
      await runTests(
        denoBinary(),
        ['test', ...config, '--allow-net', '--allow-env', '--allow-read', ...files.deno.files],
        { ...env, ...denoEnv() },
        denoTotal,
        totals,
      ),
    );
  }
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  recordStep(label, (Date.now() - started) / 1000);
  if (statuses.some((s) => s !== 0)) {
    console.error(`# ${label}: tests failed`);
    return false;
  }
  return true;
}

/** The test files of a folder (`*.test.ts`), sorted, as absolute paths. */
export function testFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(dir, f));
}
