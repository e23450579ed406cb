// The real n8n, run by the stack: on the stack's PostgreSQL (database `n8n`) or, on PGlite, on
// SQLite in the data folder; loopback only. On its first start the stack creates n8n's owner account,
// with a random password, and an API key for the functions (n8n's own REST calls, as its setup screen
// makes them), and keeps both in the data folder, so later starts reuse them. An install whose owner
// has another password (made when the password was fixed, or its file lost) is reset to the stored
// one with n8n's own `user-management:reset`, which keeps the workflows, credentials and API keys.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnKept, stopProcess, waitReady, type KeptProcess } from '../childProcess.ts';
import { ensureN8nInstalled, n8nBin } from './install.ts';
import type { N8nQueue } from './queue.ts';

export interface N8nOptions {
  port: number;
  /**
   * The port of n8n's task broker, which its Code-node runners call (n8n's default 5679 for every
   * instance, so two stacks side by side would clash): `port + 1` unless given.
   */
  brokerPort?: number;
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
  /** The editor's login: the owner account, its password random per install (.data/n8n/atende-ai-owner.json). */
  login: OwnerLogin;
  /** How long the start took, and the process's resident memory once it answered (bytes). */
  startMs: number;
  pid: number;
  /** The worker processes' ids in queue mode (none otherwise). */
  workerPids: number[];
  stop(): Promise<void>;
}

/** n8n's owner account on a local stack (the editor's login; its password is made per install). */
export const N8N_OWNER = { email: 'n8n@atende.ai', firstName: 'Atende', lastName: 'AI' };
/** The owner's login, kept in the data folder beside the API key. */
export const OWNER_FILE = 'atende-ai-owner.json';
const KEY_FILE = 'atende-ai-api-key.json';
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
  // n8n 2.x checks the key's scopes on executions too: the engine's tests list the kept runs.
  'execution:list',
];

/** How long n8n is given to stop before SIGKILL. */
const N8N_STOP_MS = 3000;

function environment(o: N8nOptions, userFolder: string): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _node, NODE_TEST_CONTEXT: _test, ...inherited } = process.env;
  const base = `http://127.0.0.1:${o.port}`;
  return {
    ...inherited,
    N8N_PORT: String(o.port),
    N8N_RUNNERS_BROKER_PORT: String(o.brokerPort ?? o.port + 1),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_HOST: '127.0.0.1',
    N8N_PROTOCOL: 'http',
    N8N_WEBHOOK_URL: `${base}/`,
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
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
    // A run's data holds a client's message: the assistant's workflow keeps none of a successful run,
    // and n8n deletes what it kept of the others after 7 days.
    EXECUTIONS_DATA_PRUNE: 'true',
    EXECUTIONS_DATA_MAX_AGE: '168',
    // At info n8n says when its start is over (STARTED); its lines are echoed only when verbose.
    N8N_LOG_LEVEL: 'info',
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

/** What n8n logs (at info) once its start is over, after the system tasks and the published workflows. */
const STARTED = /Editor is now accessible via/;
/** What a queue-mode worker logs once it takes jobs. */
const WORKER_READY = /n8n worker is now ready/;

/**
 * Whether n8n is up: /healthz answers before the REST routes are mounted, and while starting every
 * route answers 200 "n8n is starting up". Even the settings as JSON come before the start is over:
 * n8n still builds its indexes and starts its system tasks, and a first workflow published then
 * can take seconds. So n8n is up once it says so and its settings answer.
 */
async function isUp(kept: KeptProcess, url: string): Promise<boolean> {
  return kept.saw(STARTED) && (await answers(url));
}

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

export interface OwnerLogin {
  email: string;
  password: string;
}

/** 24 random characters with n8n's required upper-case letter and digit. */
function newPassword(): string {
  for (;;) {
    const password = crypto.randomBytes(18).toString('base64url');
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** The stored owner login, or a new one written there (`made`: the owner may not have it yet). */
export function ownerLogin(folder: string): { login: OwnerLogin; made: boolean } {
  const file = path.join(folder, OWNER_FILE);
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<OwnerLogin>;
    if (typeof stored.email === 'string' && typeof stored.password === 'string' && stored.password.length >= 8) {
      return { login: { email: stored.email, password: stored.password }, made: false };
    }
  } catch {
    /* none yet */
  }
  const login = { email: N8N_OWNER.email, password: newPassword() };
  fs.writeFileSync(file, JSON.stringify(login), { mode: 0o600 });
  return { login, made: true };
}

/** A session of the owner: set up on a fresh n8n, else signed in; null when the password is not theirs. */
async function ownerSession(url: string, login: OwnerLogin): Promise<string | null> {
  const setup = await rest(url, '/owner/setup', { body: { ...N8N_OWNER, ...login } });
  if (setup.status === 200 && setup.cookie) return setup.cookie;
  const signedIn = await rest(url, '/login', { body: { emailOrLdapLoginId: login.email, password: login.password } });
  return signedIn.status === 200 ? signedIn.cookie : null;
}

/** A new API key with the functions' scopes. */
async function newApiKey(url: string, cookie: string): Promise<string> {
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
  const run = (args: string[], label: string) =>
    spawnKept(process.execPath, [n8nBin(), ...args], environment(o, folder), {
      echo: o.verbose ? (chunk) => process.stderr.write(`[${label}] ${chunk}`) : undefined,
      watch: [STARTED, WORKER_READY],
    });
  let main = run(['start'], 'n8n');
  const workers: KeptProcess[] = [];
  // Idle, n8n stops in about 0.3 s. After a terminal's Ctrl+C its database got the signal as well,
  // and n8n 2.x then waits on the lost connections: 3 s, then SIGKILL (its data is in the database).
  const stop = async () => {
    await Promise.all(workers.map((w) => stopProcess(w.proc, N8N_STOP_MS)));
    await stopProcess(main.proc, N8N_STOP_MS);
  };
  try {
    await waitReady(main, 'n8n', () => isUp(main, url), 240_000);
    const owner = ownerLogin(folder);
    const keyFile = path.join(folder, KEY_FILE);
    let apiKey: string | null = null;
    try {
      apiKey = (JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { apiKey: string }).apiKey;
    } catch {
      /* first start */
    }
    if (apiKey && !(await keyWorks(url, apiKey))) apiKey = null;
    if (owner.made || !apiKey) {
      let cookie = await ownerSession(url, owner.login);
      if (!cookie) {
        // The owner has another password: reset it with n8n stopped (it reads the setting at start).
        o.log('n8n: a conta do editor recebe a senha guardada em .data/n8n (user-management:reset)');
        await stopProcess(main.proc);
        const reset = run(['user-management:reset'], 'n8n reset');
        const code = await new Promise<number | null>((resolve) => reset.proc.once('exit', resolve));
        if (code !== 0) throw new Error(`n8n user-management:reset exited with ${code}:\n${reset.output()}`);
        main = run(['start'], 'n8n');
        await waitReady(main, 'n8n', () => isUp(main, url), 240_000);
        cookie = await ownerSession(url, owner.login);
        if (!cookie) throw new Error("n8n's owner could not be set up with the stored password");
      }
      if (!apiKey) {
        apiKey = await newApiKey(url, cookie);
        fs.writeFileSync(keyFile, JSON.stringify({ apiKey }), { mode: 0o600 });
      }
    }
    // Workers start once the main process has migrated the database; each logs when ready.
    for (let i = 0; i < (o.queue?.workers ?? 0); i++) {
      const worker = run(['worker', `--concurrency=${o.queue!.concurrency}`], `n8n worker ${i + 1}`);
      workers.push(worker);
      await waitReady(worker, `n8n worker ${i + 1}`, () => worker.saw(WORKER_READY), 120_000);
    }
    return {
      url,
      apiKey,
      login: owner.login,
      startMs: Date.now() - started,
      pid: main.proc.pid!,
      workerPids: workers.map((w) => w.proc.pid!),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
