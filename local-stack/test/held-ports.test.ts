import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { SITE_OFFSETS, STACK_OFFSETS, TEST_PORTS } from 'shared-build/ports';
import { stack } from './support/stack.ts';

// With every default test port held on purpose (a listener on each, as another program's would be),
// the suite still runs: the test runner, the type generator and the journeys move to other ports.
const here = path.dirname(fileURLToPath(import.meta.url));
const stackDir = path.resolve(here, '..');
const repo = path.resolve(stackDir, '..');
const tsx = path.join(repo, 'node_modules/tsx/dist/cli.mjs');

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; out: string }> {
  // Without NODE_TEST_CONTEXT: the child is a test run of its own, not a part of this one.
  const { NODE_TEST_CONTEXT: _context, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
}

/** Listens on each port it can (a port this run's own stack holds is held already). */
async function holdAll(ports: number[]): Promise<{ held: number[]; close(): Promise<void> }> {
  const servers: net.Server[] = [];
  const held: number[] = [];
  for (const port of ports) {
    const server = net.createServer();
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen({ port, host: '0.0.0.0', exclusive: true }, () => resolve(true));
    });
    if (ok) servers.push(server);
    held.push(port);
  }
  return { held, close: async () => void (await Promise.all(servers.map((s) => new Promise((r) => s.close(r))))) };
}

const block = (base: number, offsets: readonly number[]) => offsets.map((o) => base + o);
const defaults = [
  ...block(TEST_PORTS.stackTests, STACK_OFFSETS),
  ...block(TEST_PORTS.stackTestsPglite, STACK_OFFSETS),
  ...block(TEST_PORTS.restartTest, STACK_OFFSETS),
  ...block(TEST_PORTS.restartTest + 1000, STACK_OFFSETS),
  TEST_PORTS.typegen,
  ...block(TEST_PORTS.e2eSite, SITE_OFFSETS),
  ...block(TEST_PORTS.e2eStack, STACK_OFFSETS),
];

test(
  'with every default test port held, the suite still runs',
  { skip: stack.dbKind !== 'postgres' && 'once is enough' },
  async () => {
    const { close } = await holdAll(defaults);
    try {
      // A stack's tests (every package's integration tests run through this runner).
      const tests = await run([tsx, 'test/run.ts', path.join(here, 'fixtures/stack-answers.ts')], stackDir, {
        LOCAL_DB: 'pglite',
        STACK_TEST_PORT: '',
      });
      assert.equal(tests.code, 0, tests.out);
      assert.match(tests.out, /^1 passed, 0 failed$/m);
      const url = /# stack at (\S+)/.exec(tests.out)?.[1];
      assert.ok(url && !url.endsWith(`:${TEST_PORTS.stackTestsPglite}`), `moved off the held port: ${url}`);

      // The type generator's database.
      const types = await run([tsx, 'scripts/gen-types.ts', '--check'], path.join(repo, 'supabase'), {
        TYPEGEN_DB_PORT: '',
      });
      assert.equal(types.code, 0, types.out);
      assert.match(types.out, /database types are current/);

      // The journeys' site and stack (listing them needs no server).
      const journeys = await run(['bin/journeys.mjs', '--no-build', '--list'], path.join(repo, 'e2e'), {
        E2E_SITE_PORT: '',
        E2E_STACK_PORT: '',
      });
      assert.equal(journeys.code, 0, journeys.out);
      const chosen = /# journeys: site on (\d+), stack on (\d+)/.exec(journeys.out);
      assert.ok(chosen, journeys.out.slice(0, 2000));
      assert.ok(!defaults.includes(Number(chosen[1])) && !defaults.includes(Number(chosen[2])), chosen[0]);
    } finally {
      await close();
    }
  },
);
