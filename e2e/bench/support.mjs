// What the benchmark scripts share: the repository's paths, a production build when there is none,
// and the built site served with its own backend on ports of the script's choosing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeBlock, SITE_OFFSETS, STACK_OFFSETS } from '../../shared-build/ports.mjs';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * A build folder made by build-site.mjs (`--dist DIR` or BENCH_DIST_ROOT=DIR: DIR/<app>/dist), or
 * null for the apps' own dist/ folders. `npm run bench` builds there and passes it on, so every
 * figure comes from the one build it timed.
 */
export function distRoot() {
  const i = process.argv.indexOf('--dist');
  const dir = i > 0 ? process.argv[i + 1] : process.env.BENCH_DIST_ROOT;
  return dir ? path.resolve(dir) : null;
}

/** The dist folder of an app (its folder name, e.g. 'mf-landing') in the build being measured. */
export function distDir(appDir) {
  return path.join(distRoot() ?? repo, appDir, 'dist');
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    // With --json, stdout carries the figures alone: a build's own output goes to stderr.
    const out = process.argv.includes('--json') ? 2 : 'inherit';
    const child = spawn(cmd, args, { cwd: repo, stdio: ['inherit', out, 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}`))));
  });
}

export async function waitFor(url, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Builds every app when `--build` is passed or `builtFile` (relative to the repo) is missing; a
 * build folder given with `--dist` is used as it is.
 */
export async function buildIfNeeded(builtFile) {
  if (distRoot()) return;
  if (process.argv.includes('--build') || !fs.existsSync(path.join(repo, builtFile))) {
    await run('node', ['shared-build/bin/site.mjs', 'build']);
  }
}

/**
 * Serves the build (shell on the first free block from sitePort, remotes after it) and a fresh
 * backend on the first free block from stackPort: the apps' own dist/ through `site.mjs serve`, or
 * the `--dist` build folder through serve.mjs. Returns the ports it took.
 */
export async function startSite({ sitePort: preferredSite, stackPort: preferredStack, tag }) {
  const sitePort = await freeBlock(preferredSite, { offsets: [...SITE_OFFSETS] });
  const stackPort = await freeBlock(preferredStack, { offsets: [...STACK_OFFSETS] });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `atende-bench-${tag}-`));
  fs.chmodSync(dataDir, 0o755); // the postgres OS user keeps its cluster inside
  const root = distRoot();
  const site = spawn('node', root ? ['e2e/bench/serve.mjs'] : ['shared-build/bin/site.mjs', 'serve'], {
    cwd: repo,
    env: {
      ...process.env,
      ...(root ? { BENCH_DIST_ROOT: root } : {}),
      SITE_PORT: String(sitePort),
      STACK_PORT: String(stackPort),
      STACK_DATA_DIR: dataDir,
      STACK_QUIET: 'true',
      // The backend's minute job (reminders, subscription deadlines) would take the same 2 cores as the
      // page being measured, at random moments of a run; in production it runs elsewhere.
      REMINDER_TICK_MS: '0',
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    process.kill(-site.pid, 'SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1500);
  };
  try {
    await waitFor(`http://localhost:${sitePort}/remotes.json`);
    await waitFor(`http://127.0.0.1:${stackPort}/health`);
  } catch (err) {
    stop();
    throw err;
  }
  return { url: `http://localhost:${sitePort}`, sitePort, stackPort, stop };
}
