#!/usr/bin/env node
// Serves one app's production build, as a feature team deploys it alone:
//   npm run serve -w mf-agent            (port from apps.mjs, or PORT)
// The shell also serves remotes.json: REMOTES='{"mf_landing":"https://…/mf-manifest.json",…}'
// overrides the default of every remote on localhost.
import path from 'node:path';
import { appByDir, portsFrom, remotesJson } from '../apps.mjs';
import { createServer, listen } from '../server.mjs';

const appDir = process.cwd();
const app = appByDir(path.basename(appDir));
const port = Number(process.env.PORT ?? app.port);
const remotes =
  app.name === 'shell'
    ? process.env.REMOTES
      ? JSON.parse(process.env.REMOTES)
      : remotesJson('localhost', portsFrom(port))
    : undefined;
await listen(createServer({ dir: path.join(appDir, 'dist'), remotes }), port);
console.log(`${app.name}: http://localhost:${port}`);
