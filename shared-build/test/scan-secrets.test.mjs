// The bundle secret scan: it must find a planted secret (by name, never printing the value) and pass
// a clean build, including the public anon key.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { test } from 'node:test';
import {
  PUBLIC_LOCAL_CONSTANTS,
  SECRET_SETTINGS,
  STACK_CONFIG_FILE,
  exportedStrings,
  knownSecrets,
  scanDirs,
  scanText,
} from '../scan-secrets.mjs';
import { LOCAL_ANON_KEY } from '../runtime-config.mjs';

const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'scan-secrets.mjs');
const local = exportedStrings(fs.readFileSync(STACK_CONFIG_FILE, 'utf8'));

function tempDist(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-scan-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** An unsigned JWT with this payload (the scan reads the payload, not the signature). */
const jwt = (payload) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)].map((p) => Buffer.from(p).toString('base64url')).join('.') +
  '.c2lnbmF0dXJlLWZhbHNh';

test("every constant of the stack's config.ts is either a secret looked for or public by design", () => {
  const looked = SECRET_SETTINGS.map((s) => s.local).filter(Boolean);
  const constants = [...local.keys()].filter((k) => k.startsWith('LOCAL_'));
  assert.ok(constants.length >= 10, 'config.ts was read');
  for (const name of constants) {
    assert.ok(looked.includes(name) || PUBLIC_LOCAL_CONSTANTS.includes(name), `${name} is not classified`);
  }
  const names = knownSecrets({ env: {} }).map((s) => s.name);
  for (const name of ['SUPABASE_SERVICE_ROLE_KEY', 'JWT_SECRET', 'ASAAS_API_KEY', 'GOOGLE_CLIENT_SECRET']) {
    assert.ok(names.includes(name), name);
  }
});

test('each local secret is found verbatim, URL-encoded and base64-encoded inside other text', () => {
  const secrets = knownSecrets({ env: {} });
  for (const { name, value } of secrets) {
    // (the service-role key and the Asaas key are also caught by their shapes)
    assert.equal(scanText(`var a="${value}";`, secrets)[0], name, `${name} verbatim`);
    assert.ok(scanText(`x=${encodeURIComponent(value)}&y`, secrets).includes(name), `${name} URL-encoded`);
    for (const prefix of ['', 'a', 'ab']) {
      const b64 = Buffer.from(`${prefix}${value}--`).toString('base64');
      assert.ok(scanText(`atob("${b64}")`, secrets).includes(name), `${name} base64 after ${prefix.length} bytes`);
    }
  }
});

test('secrets set in the environment are looked for too (production values scanned in CI)', () => {
  const secrets = knownSecrets({
    env: { ASAAS_WEBHOOK_TOKEN: 'producao-token-webhook-9f8e7d', GOOGLE_STATE_SECRET: 'st4te-s3cret-valor-longo' },
  });
  assert.deepEqual(scanText('const t = "producao-token-webhook-9f8e7d"', secrets), ['ASAAS_WEBHOOK_TOKEN']);
  assert.deepEqual(scanText('st4te-s3cret-valor-longo', secrets), ['GOOGLE_STATE_SECRET']);
  // Too short to be told from ordinary text: not looked for.
  assert.deepEqual(
    knownSecrets({ env: { STACK_DB_PASSWORD: 'postgres' } }).filter((s) => s.value === 'postgres'),
    [],
  );
});

test('secret shapes are found whatever their value; the anon key and look-alikes are not', () => {
  const none = [];
  assert.deepEqual(scanText(`k="${jwt({ iss: 'supabase', role: 'service_role', exp: 2e9 })}"`, none), [
    'JWT com role service_role',
  ]);
  assert.deepEqual(scanText(`k="$aact_prod_000MzkwODA2MWY2OGM3MWRlMDU2NWM3MzJlNzZmNGZhZGY6OmFiY2Q="`, none), [
    'chave de API do Asaas ($aact_)',
  ]);
  assert.deepEqual(scanText('-----BEGIN RSA PRIVATE KEY-----\nMIIE...', none), ['chave privada (PEM)']);
  assert.deepEqual(scanText('-----BEGIN PRIVATE KEY-----', none), ['chave privada (PEM)']);
  assert.deepEqual(scanText('key: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz"', none), [
    'chave secreta do Supabase (sb_secret_)',
  ]);
  assert.deepEqual(scanText('"GOCSPX-1a2b3c4d5e6f7g8h9i0jKLMNOP"', none), [
    'segredo de cliente OAuth do Google (GOCSPX-)',
  ]);
  // Public by design, or only the words: supabase-js' own source says "sb_secret_" and "service_role".
  const secrets = knownSecrets({ env: {} });
  assert.deepEqual(scanText(`const anon="${LOCAL_ANON_KEY}"`, secrets), []);
  assert.deepEqual(scanText(`k="${jwt({ role: 'authenticated', sub: 'x' })}"`, secrets), []);
  assert.deepEqual(
    scanText(
      'e.startsWith("sb_secret_"); // Never expose your `service_role` key; -----BEGIN PUBLIC KEY-----',
      secrets,
    ),
    [],
  );
});

test('the scan walks every file of the folders (source maps, nested, compressed) and names the file', () => {
  const secrets = knownSecrets({ env: {} });
  const clean = tempDist({ 'index.html': '<html></html>', 'main.0123456789.js': `const a="${LOCAL_ANON_KEY}"` });
  const dirty = tempDist({
    'main.0123456789.js': 'console.log(1)',
    'main.0123456789.js.map': JSON.stringify({
      sourcesContent: [`export const k = '${local.get('LOCAL_N8N_API_KEY')}';`],
    }),
    'assets/deep/chunk.js.gz': zlib.gzipSync(`fetch(u,{headers:{apikey:"${local.get('LOCAL_EVOLUTION_API_KEY')}"}})`),
  });
  try {
    const ok = scanDirs([clean], { secrets });
    assert.equal(ok.files, 2);
    assert.deepEqual(ok.findings, []);
    const bad = scanDirs([clean, dirty], { secrets });
    assert.equal(bad.files, 5);
    assert.deepEqual(bad.findings.map((f) => [path.relative(dirty, f.file), f.name]).sort(), [
      [path.join('assets', 'deep', 'chunk.js.gz'), 'EVOLUTION_API_KEY'],
      ['main.0123456789.js.map', 'N8N_API_KEY'],
    ]);
    assert.throws(() => scanDirs([path.join(clean, 'nao-existe')], { secrets }), /build/);
  } finally {
    fs.rmSync(clean, { recursive: true, force: true });
    fs.rmSync(dirty, { recursive: true, force: true });
  }
});

test('the command fails on a planted secret, naming it without printing its value', () => {
  const value = local.get('LOCAL_SERVICE_ROLE_KEY');
  const dirty = tempDist({ 'remoteEntry.js': `var key="${value}";` });
  const clean = tempDist({ 'remoteEntry.js': 'var key=1;' });
  try {
    const failed = spawnSync(process.execPath, [cli, dirty], { encoding: 'utf8' });
    assert.equal(failed.status, 1);
    const output = failed.stdout + failed.stderr;
    assert.match(output, /SUPABASE_SERVICE_ROLE_KEY em .*remoteEntry\.js/);
    assert.ok(!output.includes(value), 'the value is never printed');
    assert.ok(!output.includes(value.split('.')[1]), 'not even its payload');
    const passed = spawnSync(process.execPath, [cli, clean], { encoding: 'utf8' });
    assert.equal(passed.status, 0, passed.stderr);
    assert.equal(spawnSync(process.execPath, [cli, path.join(clean, 'nao-existe')]).status, 2);
  } finally {
    fs.rmSync(dirty, { recursive: true, force: true });
    fs.rmSync(clean, { recursive: true, force: true });
  }
});
