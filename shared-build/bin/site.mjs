#!/usr/bin/env node
// The whole site on one machine.
//   site.mjs build   production build of every app (one webpack process, apps in parallel)
//   site.mjs start   build, then the local stack + every app served as its own origin (npm start)
//   site.mjs serve   the same without building (the Playwright journeys use it)
//   site.mjs dev     webpack-dev-server for every app with hot reload, and the local stack (npm run dev)
// SITE_PORT moves the shell (remotes follow on the next ports, one each); STACK_PORT moves the stack.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { APPS, portsFrom, remotesJson } from '../apps.mjs';
import { createServer, listen } from '../server.mjs';
import { isPortTaken, takenPorts, takenPortsMessage } from '../ports.mjs';
import { writeSnapshot } from '../prerender.mjs';
import { runtimeConfig } from '../runtime-config.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const command = process.argv[2] ?? 'start';
const basePort = Number(process.env.SITE_PORT ?? 3000);
const stackPort = Number(process.env.STACK_PORT ?? 54321);
const ports = portsFrom(basePort);
const children = [];

async function loadConfigs(mode) {
  return Promise.all(
    APPS.map(async (app) => {
      const file = path.join(repoRoot, app.dir, 'webpack.config.mjs');
      const factory = (await import(pathToFileURL(file).href)).default;
      return factory({}, { mode });
    }),
  );
}

async function build() {
  const started = Date.now();
  const configs = await loadConfigs('production');
  await new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      const info = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) return reject(new Error('build failed'));
      resolve();
    });
  });
  // Prerendered snapshots (the landing's), from the sources just built.
  for (const app of APPS) await writeSnapshot(path.join(repoRoot, app.dir));
  console.log(`Build de produção concluído em ${((Date.now() - started) / 1000).toFixed(1)} s (${APPS.length} apps).`);
}

/**
 * The assistant's engine (n8n) is installed before the stack starts, with its progress shown: its
 * first install takes minutes, longer than the wait for the stack to answer.
 */
function installEngine() {
  if (process.env.LOCAL_N8N === 'sandbox' || process.env.N8N_API_URL) return;
  const run = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/n8n/install-main.ts'],
    { cwd: path.join(repoRoot, 'local-stack'), stdio: 'inherit' },
  );
  if (run.status !== 0) {
    console.error('Não foi possível instalar o n8n (veja acima). LOCAL_N8N=sandbox inicia sem ele.');
    process.exit(run.status ?? 1);
  }
}

function startStack() {
  const env = {
    ...process.env,
    STACK_PORT: String(stackPort),
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${basePort}`,
    ADDITIONAL_REDIRECT_URLS: process.env.ADDITIONAL_REDIRECT_URLS ?? `http://localhost:${basePort}/auth/callback`,
    SITE_APPS: 'true',
  };
  // Node with tsx's loader rather than `npm run start` or tsx's CLI: the stack is this process's own
  // child, so a SIGTERM from the control port or Ctrl+C reaches it alone and it closes n8n, its servers
  // and database before it exits (through npm it was left behind, still listening; tsx's CLI relays
  // signals through one more process and let it be killed while n8n was still stopping).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'local-stack'),
    env,
    stdio: 'inherit',
  });
  child.on('exit', (code) => {
    if (code && !stopping && stackChild === child) {
      console.error(`A stack local terminou (código ${code}).`);
      process.exit(code);
    }
  });
  children.push(child);
  stackChild = child;
}

let stackChild = null;

/** Stops the local stack for real (its data folder stays), for the journeys' control port. */
async function stopStack() {
  const child = stackChild;
  if (!child || child.exitCode !== null) return;
  stackChild = null;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // npm and tsx pass the signal on to the stack, which closes its ports and database first.
  child.kill('SIGTERM');
  await exited;
  // npm may exit before the stack has closed its port: wait until nothing answers there.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${stackPort}/auth/v1/health`, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('a stack local não parou');
}

/** Resolves once the stack answers, so the site never serves pages whose backend is not up yet. */
async function waitForStack(timeoutMs = 120_000) {
  const url = `http://127.0.0.1:${stackPort}/auth/v1/health`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { headers: { apikey: runtimeConfig().supabaseAnonKey } });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`a stack local não respondeu em ${url}`);
}

async function serveAll() {
  const config = runtimeConfig({
    ...process.env,
    SUPABASE_URL: process.env.SUPABASE_URL ?? `http://localhost:${stackPort}`,
  });
  const remotes = process.env.REMOTES ? JSON.parse(process.env.REMOTES) : remotesJson('localhost', ports);
  const servers = new Map();
  const start = async (app) => {
    const dir = path.join(repoRoot, app.dir, 'dist');
    servers.set(
      app.name,
      await listen(createServer({ dir, remotes: app.name === 'shell' ? remotes : undefined, config }), ports[app.name]),
    );
  };
  for (const app of APPS) await start(app);
  if (process.env.SITE_CONTROL_PORT) controlServer(Number(process.env.SITE_CONTROL_PORT), servers, start);
  console.log(
    `\nSite: http://localhost:${ports.shell}  (remotes em ${APPS.slice(1)
      .map((a) => ports[a.name])
      .join(', ')})`,
  );
}

/**
 * Test control (only with SITE_CONTROL_PORT, on 127.0.0.1): POST /stop/<app> and /start/<app> stop
 * and restart one app's server, so a journey can take a remote down mid-session for real;
 * /stop/stack and /start/stack do the same with the local backend (its data is kept).
 */
function controlServer(port, servers, start) {
  http
    .createServer(async (req, res) => {
      const [, action, name] = (req.url ?? '').split('/');
      if (name === 'stack' && req.method === 'POST' && ['stop', 'start'].includes(action)) {
        try {
          if (action === 'stop') await stopStack();
          else if (!stackChild) {
            startStack();
            await waitForStack();
          }
          res.writeHead(204).end();
        } catch (error) {
          res.writeHead(500).end(String(error));
        }
        return;
      }
      const app = APPS.find((a) => a.name === name);
      if (req.method !== 'POST' || !app || !['stop', 'start'].includes(action)) {
        res.writeHead(404).end();
        return;
      }
      if (action === 'stop' && servers.has(name)) {
        const server = servers.get(name);
        servers.delete(name);
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      if (action === 'start' && !servers.has(name)) await start(app);
      res.writeHead(204).end();
    })
    .listen(port, '127.0.0.1');
}

function dev() {
  for (const app of APPS) {
    const env = { ...process.env, SUPABASE_URL: process.env.SUPABASE_URL ?? `http://localhost:${stackPort}` };
    const child = spawn('npx', ['webpack', 'serve', '--mode', 'development', '--port', String(ports[app.name])], {
      cwd: path.join(repoRoot, app.dir),
      env,
      stdio: 'inherit',
    });
    children.push(child);
  }
}

/**
 * Exits with a pt-BR message naming each port that is taken and by what, before anything starts, so
 * the site never half-starts on its documented ports.
 */
async function ensurePortsFree({ site = true } = {}) {
  const wanted = {
    ...(site ? Object.fromEntries(APPS.map((a) => [a.dir, ports[a.name]])) : {}),
    'backend local': stackPort,
    'banco de dados': Number(process.env.STACK_DB_PORT ?? stackPort + 1),
    PostgREST: Number(process.env.STACK_REST_PORT ?? stackPort + 10),
    ...(process.env.LOCAL_N8N === 'sandbox' || process.env.N8N_API_URL
      ? {}
      : { n8n: Number(process.env.N8N_PORT ?? 5678) }),
  };
  const taken = await takenPorts(wanted);
  if (!taken.length) return;
  console.error(takenPortsMessage(taken));
  process.exit(1);
}

let stopping = false;
/**
 * Stops the stack and the dev servers and exits once they have: the stack closes n8n, PostgREST and
 * the database first (n8n 2.x takes a few seconds), so a `npm start` right after finds its ports free.
 * A second Ctrl+C exits at once.
 */
function stop(code = 0) {
  if (stopping) process.exit(code); // a second Ctrl+C does not wait
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  // The stack gives n8n 10 s before SIGKILL: past 20 s something is stuck, and exiting is better.
  setTimeout(() => process.exit(code), 20_000).unref();
  Promise.all(exited).then(() => process.exit(code));
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

if (command === 'build') {
  await build();
} else if (command === 'start' || command === 'serve') {
  await ensurePortsFree();
  if (command === 'start') {
    await build();
    await ensurePortsFree(); // the build takes a while: check again just before starting
  }
  installEngine();
  startStack();
  await waitForStack();
  await serveAll().catch(async (error) => {
    // A port taken after the check: say which, and take the stack down rather than half-start.
    console.error(
      isPortTaken(error)
        ? takenPortsMessage(await takenPorts(Object.fromEntries(APPS.map((a) => [a.dir, ports[a.name]]))))
        : error,
    );
    stop(1);
  });
} else if (command === 'dev') {
  await ensurePortsFree();
  installEngine();
  startStack();
  dev();
} else {
  console.error(`comando desconhecido: ${command} (build, start, serve, dev)`);
  process.exit(2);
}
