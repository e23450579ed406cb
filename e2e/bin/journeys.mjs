#!/usr/bin/env node
// The journeys that touch one app: `node bin/journeys.mjs mf-agent` builds the site and runs every
// journey tagged @mf-agent (a feature team's check before shipping its remote). Without an app it
// runs them all. `--no-build` reuses the last build; anything else is passed on to Playwright.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../../shared-build/apps.mjs';
import { recordStep } from '../../shared-build/suite/timings.mjs';
import { freeBlock, SITE_OFFSETS, STACK_OFFSETS, TEST_PORTS } from '../../shared-build/ports.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const e2eDir = path.join(here, '..');
const args = process.argv.slice(2);
const app = args[0] && !args[0].startsWith('-') ? args.shift() : null;
const build = !args.includes('--no-build');
const passOn = args.filter((a) => a !== '--no-build');

if (app && !APPS.some((a) => a.dir === app)) {
  console.error(`App desconhecido: ${app}. Use um de: ${APPS.map((a) => a.dir).join(', ')}`);
  process.exit(2);
}

// The site's and the stack's ports: the first free blocks from the defaults (or from E2E_SITE_PORT and
// E2E_STACK_PORT), so a port someone else holds moves the journeys instead of failing them. They are
// chosen after the build, right before Playwright binds them: chosen before it, another lane's stack
// could take the same block during the minute the build lasts.
async function portsEnv() {
  return {
    ...process.env,
    E2E_SITE_PORT: String(
      await freeBlock(Number(process.env.E2E_SITE_PORT || TEST_PORTS.e2eSite), { offsets: [...SITE_OFFSETS] }),
    ),
    E2E_STACK_DATA_DIR: process.env.E2E_STACK_DATA_DIR || path.join(os.tmpdir(), `atende-ai-e2e-${process.pid}`),
    E2E_STACK_PORT: String(
      await freeBlock(Number(process.env.E2E_STACK_PORT || TEST_PORTS.e2eStack), { offsets: [...STACK_OFFSETS] }),
    ),
  };
}

function run(step, command, commandArgs, env = process.env) {
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: e2eDir, stdio: 'inherit', env });
  recordStep(step, (Date.now() - started) / 1000);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (build) run('site build', process.execPath, [path.join(e2eDir, '../shared-build/bin/site.mjs'), 'build']);
const env = await portsEnv();
console.log(`# journeys: site on ${env.E2E_SITE_PORT}, stack on ${env.E2E_STACK_PORT}`);
run('playwright', 'npx', ['playwright', 'test', ...(app ? ['--grep', `@${app}`] : []), ...passOn], env);
