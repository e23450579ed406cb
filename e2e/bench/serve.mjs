// Serves a build made by build-site.mjs (BENCH_DIST_ROOT/<app>/dist) the way
// `node shared-build/bin/site.mjs serve` serves the apps' own dist/: the local stack on STACK_PORT,
// the shell on SITE_PORT and each remote on the next ports, with the same servers (server.mjs).
// support.mjs starts it; it is not meant to be run by hand.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repo, waitFor } from './support.mjs';

const root = process.env.BENCH_DIST_ROOT;
const sitePort = Number(process.env.SITE_PORT);
const stackPort = Number(process.env.STACK_PORT);
if (!root || !sitePort || !stackPort) {
  console.error('serve.mjs needs BENCH_DIST_ROOT, SITE_PORT and STACK_PORT');
  process.exit(2);
}
const load = (file) => import(pathToFileURL(path.join(repo, 'shared-build', file)).href);
const { APPS, portsFrom, remotesJson } = await load('apps.mjs');
const { createServer, listen } = await load('server.mjs');
const { runtimeConfig } = await load('runtime-config.mjs');

const stack = spawn('npm', ['run', 'start', '-w', 'local-stack', '--silent'], {
  cwd: repo,
  env: {
    ...process.env,
    SITE_URL: `http://localhost:${sitePort}`,
    ADDITIONAL_REDIRECT_URLS: `http://localhost:${sitePort}/auth/callback`,
  },
  stdio: 'inherit',
});
const stop = () => {
  stack.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
stack.on('exit', (code) => {
  if (code) process.exit(code);
});

await waitFor(`http://127.0.0.1:${stackPort}/health`);
const ports = portsFrom(sitePort);
const config = runtimeConfig({ ...process.env, SUPABASE_URL: `http://localhost:${stackPort}` });
const remotes = remotesJson('localhost', ports);
for (const app of APPS) {
  const dir = path.join(root, app.dir, 'dist');
  await listen(createServer({ dir, remotes: app.name === 'shell' ? remotes : undefined, config }), ports[app.name]);
}
