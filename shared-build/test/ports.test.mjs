import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import test from 'node:test';
import {
  canBind,
  EPHEMERAL_FROM,
  freeBlock,
  onFreeBlock,
  portHolder,
  takenPorts,
  takenPortsMessage,
  TEST_PORTS,
} from '../ports.mjs';

/** A listener on `port` (0: any), as another program holding it would be. */
function hold(port = 0, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}
const portOf = (server) => server.address().port;
const close = (server) => new Promise((resolve) => server.close(resolve));

test('every default test port lies below the ephemeral range', () => {
  for (const [name, port] of Object.entries(TEST_PORTS)) {
    assert.ok(port + 1000 + 90 < EPHEMERAL_FROM, `${name} (${port}) and its block stay below ${EPHEMERAL_FROM}`);
  }
});

test('canBind is false for a held port and true once it is let go', async () => {
  const server = await hold();
  const port = portOf(server);
  assert.equal(await canBind(port), false);
  assert.equal(await canBind(port, '0.0.0.0'), false, 'every address conflicts with loopback');
  await close(server);
  assert.equal(await canBind(port), true);
});

test('freeBlock skips a block one of whose ports is held', async () => {
  const preferred = await freeBlock(23_000, { offsets: [0, 1, 10], step: 100 });
  const server = await hold(preferred + 10);
  try {
    const base = await freeBlock(preferred, { offsets: [0, 1, 10], step: 100 });
    assert.ok(base >= preferred + 100, `moved past the held block (got ${base})`);
  } finally {
    await close(server);
  }
});

test('onFreeBlock starts again on the next block when the port is taken in between', async () => {
  const tried = [];
  const result = await onFreeBlock(
    23_500,
    async (base) => {
      tried.push(base);
      if (tried.length === 1) throw Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
      return base;
    },
    { step: 50 },
  );
  assert.equal(tried.length, 2);
  assert.ok(result >= tried[0] + 50);
});

test('onFreeBlock gives up at once on an error that is not about ports', async () => {
  let calls = 0;
  await assert.rejects(
    onFreeBlock(23_600, async () => {
      calls += 1;
      throw new Error('migration failed');
    }),
    /migration failed/,
  );
  assert.equal(calls, 1);
});

test('a taken port is named with its holder in pt-BR', async () => {
  const server = await hold();
  const port = portOf(server);
  try {
    assert.match(portHolder(port) ?? '', new RegExp(`\\(pid ${process.pid}\\)$`));
    const taken = await takenPorts({ shell: port });
    assert.deepEqual(
      taken.map((t) => [t.label, t.port]),
      [['shell', port]],
    );
    const message = takenPortsMessage(taken);
    assert.match(message, /^Não foi possível iniciar: há portas em uso\./);
    assert.match(message, new RegExp(`porta ${port} \\(shell\\): em uso por .+ \\(pid ${process.pid}\\)`));
  } finally {
    await close(server);
  }
  assert.deepEqual(await takenPorts({ shell: port }), []);
});

test('the site runner names a taken port in pt-BR and exits before starting anything', async () => {
  const site = fileURLToPath(new URL('../bin/site.mjs', import.meta.url));
  const sitePort = await freeBlock(22_000, { offsets: [0, 1, 2, 3, 4, 5, 6, 7] });
  const stackPort = await freeBlock(22_500, { offsets: [0, 1, 10] });
  const server = await hold(sitePort + 4, '0.0.0.0');
  try {
    const run = spawnSync(process.execPath, [site, 'serve'], {
      cwd: path.dirname(site),
      encoding: 'utf8',
      env: { ...process.env, SITE_PORT: String(sitePort), STACK_PORT: String(stackPort) },
      timeout: 20_000,
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /Não foi possível iniciar: há portas em uso\./);
    assert.match(
      run.stderr,
      new RegExp(`porta ${sitePort + 4} \\(mf-agent\\): em uso por .+ \\(pid ${process.pid}\\)`),
    );
    assert.equal(await canBind(stackPort), true, 'the backend was never started');
  } finally {
    await close(server);
  }
});
