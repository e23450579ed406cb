import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbKind } from '../src/config.ts';
import { findPostgresBin } from '../src/db/postgres.ts';
import { startStack } from '../src/stack.ts';

/**
 * Runs every test file against a freshly started stack, once per database: PostgreSQL 15 and PGlite
 * (or only the one named in LOCAL_DB). The stack uses its own ports and a temporary data folder, so a
 * running `npm run stack` is left alone.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.env.LOCAL_DB as DbKind | undefined;
const kinds: DbKind[] = only ? [only] : ['postgres', 'pglite'];
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs
      .readdirSync(here)
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join(here, f));

if (kinds.includes('postgres') && !findPostgresBin()) {
  console.error(
    'PostgreSQL 15 is not installed: run "npm test" from the repository root (it installs it), or LOCAL_DB=pglite.',
  );
  process.exit(1);
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

let failed = false;
const totals = { pass: 0, fail: 0 };
for (const kind of kinds) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atende-ai-test-${kind}-`));
  fs.chmodSync(dataDir, 0o755); // the postgres OS user keeps its cluster inside
  // STACK_TEST_PORT lets two runs share a machine (each database gets its own port block).
  const base = Number(process.env.STACK_TEST_PORT ?? 55321);
  const port = kind === 'postgres' ? base : base + 1000;
  const started = Date.now();
  const stack = await startStack({
    db: kind,
    port,
    dbPort: port + 1,
    restPort: port + 10,
    dataDir,
    apiExternalUrl: `http://127.0.0.1:${port}`,
    quiet: true,
    passwordAttemptsPerWindow: PASSWORD_ATTEMPTS,
    asaasTimeoutMs: ASAAS_TIMEOUT_MS,
    evolutionTimeoutMs: EVOLUTION_TIMEOUT_MS,
    asaasBaseUrl: null, // always the local sandboxes, whatever the shell exports
    evolutionApiUrl: null,
    n8nApiUrl: null,
    googleOAuthUrl: null,
    googleTokenUrl: null,
    googleCalendarApiUrl: null,
    googleTimeoutMs: GOOGLE_TIMEOUT_MS,
    n8nWebhookUrl: null,
    n8nTimeoutMs: N8N_TIMEOUT_MS,
  });
  console.log(`\n# ${kind}: stack up in ${((Date.now() - started) / 1000).toFixed(1)}s at ${stack.url}`);
  // spawn, not spawnSync: the stack lives in this process and must keep answering while tests run.
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      STACK_URL: stack.url,
      STACK_DB_URL: stack.dbUrl,
      STACK_DB_KIND: kind,
      STACK_ANON_KEY: stack.config.anonKey,
      STACK_SERVICE_ROLE_KEY: stack.config.serviceRoleKey,
      STACK_JWT_SECRET: stack.config.jwtSecret,
      STACK_DATA_DIR: dataDir,
      STACK_PASSWORD_ATTEMPTS: String(PASSWORD_ATTEMPTS),
      STACK_ASAAS_API_KEY: stack.config.asaasApiKey,
      STACK_ASAAS_WEBHOOK_TOKEN: stack.config.asaasWebhookToken,
      STACK_ASAAS_TIMEOUT_MS: String(ASAAS_TIMEOUT_MS),
      STACK_EVOLUTION_API_KEY: stack.config.evolutionApiKey,
      STACK_EVOLUTION_TIMEOUT_MS: String(EVOLUTION_TIMEOUT_MS),
      STACK_GOOGLE_TIMEOUT_MS: String(GOOGLE_TIMEOUT_MS),
      STACK_N8N_API_KEY: stack.config.n8nApiKey,
      STACK_N8N_TIMEOUT_MS: String(N8N_TIMEOUT_MS),
    },
  });
  // Pass the TAP output through, and keep its totals for the one summary line at the end.
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^# (pass|fail) (\d+)$/.exec(line);
      if (m) totals[m[1] as 'pass' | 'fail'] += Number(m[2]);
    }
  });
  const status = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (status !== 0) {
    failed = true;
    console.error(`# ${kind}: tests failed`);
  }
}
console.log(`\n${totals.pass} passed, ${totals.fail} failed`);
process.exit(failed ? 1 : 0);
