// The real n8n, run by the stack: on the stack's PostgreSQL (database `n8n`) or, on PGlite, on
// SQLite in the data folder; loopback only. On its first start the stack creates n8n's owner account
// and an API key for the functions (n8n's own REST calls, as its setup screen makes them), and keeps
// both in the data folder, so later starts reuse them.
import fs from 'node:fs';
import path from 'node:path';
import { spawnKept, stopProcess, waitReady, type KeptProcess } from '../childProcess.ts';
import { ensureN8nInstalled, n8nBin } from './install.ts';

/** n8n's queue mode: executions go through Redis to worker processes. */
export interface N8nQueue {
  redisPort: number;
  workers: number;
  /** Executions each worker runs at once (n8n's default is 10). */
  concurrency: number;
}

export interface N8nOptions {
  port: number;
  /** The stack's data folder: n8n keeps its files (and SQLite) in `n8n/` inside it. */
  dataDir: string;
  /** PostgreSQL to keep its data in (database `n8n`, created by the caller); null: SQLite. */
  postgres: { host: string; port: number; user: string; password: string } | null;
  /** Print n8n's own output. */
  verbose: boolean;
  /** Queue mode (needs `postgres`); absent: one process runs everything. */
  queue?: N8nQueue | null;
  log: (line: string) => void;
}

export interface RunningN8n {
  url: string;
  apiKey: string;
  login: { email: string; password: string };
  /** How long the start took, and the process's resident memory once it answered (bytes). */
  startMs: number;
  pid: number;
  /** The worker processes' ids in queue mode (none otherwise). */
  workerPids: number[];
  stop(): Promise<void>;
}

/** n8n's owner account on a local stack (the editor's login), and the functions' key label. */
export const N8N_OWNER = { email: 'n8n@atende.ai', password: 'Atende-n8n-123', firstName: 'Atende', lastName: 'AI' };
const KEY_LABEL = 'atende-ai-functions';
/** What the functions do through the public API: publish workflows and their credentials. */
const KEY_SCOPES = [
  'workflow:create',
  'workflow:read',
  'workflow:update',
  'workflow:delete',
  'workflow:list',
  'workflow:activate',
  'workflow:deactivate',
  'credential:create',
  'credential:delete',
];

function environment(o: N8nOptions, userFolder: string): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _node, NODE_TEST_CONTEXT: _test, ...inherited } = process.env;
  const base = `http://127.0.0.1:${o.port}`;
  return {
    ...inherited,
    N8N_PORT: String(o.port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: '127.0.0.1',
    N8N_PROTOCOL: 'http',
    WEBHOOK_URL: `${base}/`,
    N8N_EDITOR_BASE_URL: `${base}/`,
    N8N_USER_FOLDER: userFolder,
    GENERIC_TIMEZONE: 'America/Sao_Paulo',
    // No network here: nothing that phones home, and the editor's cookie works over http.
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_HIRING_BANNER_ENABLED: 'false',
    N8N_COMMUNITY_PACKAGES_ENABLED: 'false',
    N8N_SECURE_COOKIE: 'false',
    N8N_PUBLIC_API_SWAGGERUI_DISABLED: 'true',
    N8N_BLOCK_ENV_ACCESS_IN_NODE: 'true',
    N8N_GIT_NODE_DISABLE_BARE_REPOS: 'true',
    // The isolated expression engine needs isolated-vm 6, built for Node ≥ 22 only (its bridge fails
    // on Node 20): expressions run on n8n's legacy engine until the machines move to Node 22.
    N8N_EXPRESSION_ENGINE: 'legacy',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
    // The assistant's workflow has no Code node: no task runner process is needed.
    N8N_RUNNERS_ENABLED: 'false',
    N8N_LOG_LEVEL: o.verbose ? 'info' : 'warn',
    ...(o.queue
      ? {
          EXECUTIONS_MODE: 'queue',
          QUEUE_BULL_REDIS_HOST: '127.0.0.1',
          QUEUE_BULL_REDIS_PORT: String(o.queue.redisPort),
        }
      : { EXECUTIONS_MODE: 'regular' }),
    ...(o.postgres
      ? {
          DB_TYPE: 'postgresdb',
          DB_POSTGRESDB_HOST: o.postgres.host,
          DB_POSTGRESDB_PORT: String(o.postgres.port),
          DB_POSTGRESDB_DATABASE: 'n8n',
          DB_POSTGRESDB_USER: o.postgres.user,
          DB_POSTGRESDB_PASSWORD: o.postgres.password,
        }
      : { DB_TYPE: 'sqlite', DB_SQLITE_POOL_SIZE: '2' }),
  };
}

/**
 * Whether n8n is up: /healthz answers before the REST routes are mounted, and while starting every
 * route answers 200 "n8n is starting up": the settings as JSON mean n8n is up.
 */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/rest/settings`, { signal: AbortSignal.timeout(2000) });
    const json = (res.headers.get('content-type') ?? '').includes('json');
    await res.body?.cancel();
    return res.ok && json;
  } catch {
    return false; // not listening yet
  }
}

async function rest(url: string, pathname: string, init: { body?: unknown; cookie?: string } = {}) {
  const res = await fetch(`${url}/rest${pathname}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, text, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? null };
}

/** Whether `key` still opens the public API (a data folder kept across restarts keeps it). */
async function keyWorks(url: string, key: string): Promise<boolean> {
  const res = await fetch(`${url}/api/v1/workflows?limit=1`, { headers: { 'x-n8n-api-key': key } });
  await res.body?.cancel();
  return res.ok;
}

/** The owner account (created on a fresh n8n) and a new API key with the functions' scopes. */
async function ownerAndKey(url: string): Promise<string> {
  const setup = await rest(url, '/owner/setup', { body: N8N_OWNER });
  let cookie = setup.status === 200 ? setup.cookie : null;
  if (!cookie) {
    const login = await rest(url, '/login', {
      body: { emailOrLdapLoginId: N8N_OWNER.email, password: N8N_OWNER.password },
    });
    if (login.status !== 200 || !login.cookie) throw new Error(`n8n login failed (${login.status}): ${login.text}`);
    cookie = login.cookie;
  }
  const created = await rest(url, '/api-keys', {
    cookie,
    body: { label: `${KEY_LABEL}-${Date.now()}`, scopes: KEY_SCOPES, expiresAt: null },
  });
  if (created.status !== 200) throw new Error(`n8n API key not created (${created.status}): ${created.text}`);
  return (JSON.parse(created.text) as { data: { rawApiKey: string } }).data.rawApiKey;
}

export async function startN8n(o: N8nOptions): Promise<RunningN8n> {
  await ensureN8nInstalled(o.log);
  const folder = path.join(o.dataDir, 'n8n');
  fs.mkdirSync(folder, { recursive: true });
  const url = `http://127.0.0.1:${o.port}`;
  const started = Date.now();
  if (o.queue && !o.postgres) throw new Error("n8n's queue mode needs PostgreSQL");
  /** One n8n process, its output echoed with `label` when verbose. */
  const run = (args: string[], label: string, env: NodeJS.ProcessEnv = {}) =>
    spawnKept(
      process.execPath,
      [n8nBin(), ...args],
      { ...environment(o, folder), ...env },
      {
        echo: o.verbose ? (chunk) => process.stderr.write(`[${label}] ${chunk}`) : undefined,
      },
    );
  const main = run(['start'], 'n8n');
  const workers: KeptProcess[] = [];
  const stop = async () => {
    await Promise.all(workers.map((w) => stopProcess(w.proc)));
    await stopProcess(main.proc);
  };
  try {
    await waitReady(main, 'n8n', () => answers(url), 240_000);
    // Workers start once the main process has migrated the database; each logs (at info) when ready.
    for (let i = 0; i < (o.queue?.workers ?? 0); i++) {
      const worker = run(['worker', `--concurrency=${o.queue!.concurrency}`], `n8n worker ${i + 1}`, {
        N8N_LOG_LEVEL: 'info',
      });
      workers.push(worker);
      await waitReady(worker, `n8n worker ${i + 1}`, () => /n8n worker is now ready/.test(worker.output()), 120_000);
    }
    const startMs = Date.now() - started;
    const keyFile = path.join(folder, 'atende-ai-api-key.json');
    let apiKey: string | null = null;
    try {
      apiKey = (JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { apiKey: string }).apiKey;
    } catch {
      /* first start */
    }
    if (!apiKey || !(await keyWorks(url, apiKey))) {
      apiKey = await ownerAndKey(url);
      fs.writeFileSync(keyFile, JSON.stringify({ apiKey }), { mode: 0o600 });
    }
    return {
      url,
      apiKey,
      login: { email: N8N_OWNER.email, password: N8N_OWNER.password },
      startMs,
      pid: main.proc.pid!,
      workerPids: workers.map((w) => w.proc.pid!),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
