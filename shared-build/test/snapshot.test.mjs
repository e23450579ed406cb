// The shell's page at / carries the landing's build-time snapshot, read from the landing's origin.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createServer, listen, snapshotSource, withSnapshot } from '../server.mjs';
import { CONFIG_MARKER } from '../runtime-config.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-snapshot-'));
let landing; // the landing's origin: answers snapshot.json with whatever `current` holds
let current = { html: '<main><h1>Atendimento 24h</h1></main>', css: '.a{color:red}' };
let shell;
let shellBase;
let remotes;

function serveLanding() {
  return http.createServer((req, res) => {
    if (req.url !== '/snapshot.json') return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(current));
  });
}

before(async () => {
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>x</title></head><body>${CONFIG_MARKER}<div id=root></div></body></html>`,
  );
  landing = await listen(serveLanding(), 0, '127.0.0.1');
  remotes = { mf_landing: `http://127.0.0.1:${landing.address().port}/mf-manifest.json` };
  shell = await listen(createServer({ dir, remotes }), 0, '127.0.0.1');
  shellBase = `http://127.0.0.1:${shell.address().port}`;
});
after(() => {
  shell.close();
  landing.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('/ carries the snapshot: its styles in the head, its markup in #root, marked with the remote', async () => {
  const html = await (await fetch(`${shellBase}/`)).text();
  assert.match(html, /<style data-snapshot>\.a\{color:red\}<\/style><\/head>/);
  assert.match(html, /<div id="root" data-snapshot="mf_landing"><main><h1>Atendimento 24h<\/h1><\/main><\/div>/);
});

test('other routes are left alone', async () => {
  const html = await (await fetch(`${shellBase}/login`)).text();
  assert.ok(!html.includes('data-snapshot'));
  assert.match(html, /<div id=root><\/div>/);
});

test('a redeployed landing brings its new snapshot; one that is down leaves the page plain', async () => {
  const source = snapshotSource(remotes, { ttlMs: 0 });
  current = { html: '<p>nova versão</p>', css: '' };
  assert.equal((await source.forPath('/')).html, '<p>nova versão</p>');

  const down = snapshotSource({ mf_landing: 'http://127.0.0.1:9/mf-manifest.json' }, { ttlMs: 0, timeoutMs: 300 });
  assert.equal(await down.forPath('/'), null);
  assert.equal(withSnapshot('<div id="root"></div>', null), '<div id="root"></div>');
});

test('a snapshot cannot close the style element it is put in', () => {
  const page = withSnapshot('<head></head><div id="root"></div>', {
    remote: 'mf_landing',
    html: '',
    css: 'a{}</style><script>alert(1)</script>',
  });
  assert.ok(!page.includes('</style><script>'));
});
