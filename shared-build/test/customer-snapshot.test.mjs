// A page of the customer area carries the shell's frame (its own dist/snapshot.json) around the page's
// snapshot, read from the remote that shows the page.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createServer, framed, listen, snapshotSource } from '../server.mjs';
import { CONFIG_MARKER } from '../runtime-config.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-customer-snapshot-'));
const SLOT = '<i data-page-slot=""></i>';
const frame = (name) => ({ html: `<nav>${name}</nav><main>${SLOT}</main>`, css: '.f{margin:0}' });
const FRAMES = {
  '/user-dashboard': frame('Painel'),
  '/user-dashboard/settings': frame('Configurações'),
  '/user-dashboard/agent': frame('Agente'),
  '/user-dashboard/conversas': frame('Conversas'),
};
const dashboardPages = {
  pages: {
    '/user-dashboard': { html: '<h1>Painel</h1>', css: '', script: 'first-paint.0123456789.js' },
    '/user-dashboard/settings': { html: '<h1>Configurações da Conta</h1>', css: '.p{color:red}' },
  },
};
const agentPages = { pages: { '/user-dashboard/agent': { html: '<h1>Configuração do Agente</h1>', css: '' } } };
const inboxPages = { pages: { '/user-dashboard/conversas': { html: '<h1>Conversas</h1>', css: '' } } };
const servers = [];
let shellBase;
let remoteUrls;

function serveJson(body) {
  return listen(
    http.createServer((req, res) => {
      if (req.url !== '/snapshot.json') return res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    }),
    0,
    '127.0.0.1',
  );
}
const manifestOf = (server) => `http://127.0.0.1:${server.address().port}/mf-manifest.json`;

before(async () => {
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>x</title></head><body>${CONFIG_MARKER}<div id=root></div></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'snapshot.json'), JSON.stringify({ frames: FRAMES }));
  const dashboard = await serveJson(dashboardPages);
  const agent = await serveJson(agentPages);
  const inbox = await serveJson(inboxPages);
  servers.push(dashboard, agent, inbox);
  const remotes = { mf_dashboard: manifestOf(dashboard), mf_agent: manifestOf(agent), mf_inbox: manifestOf(inbox) };
  const shell = await listen(createServer({ dir, remotes }), 0, '127.0.0.1');
  remoteUrls = async () => remotes;
  servers.push(shell);
  shellBase = `http://127.0.0.1:${shell.address().port}`;
});
after(() => {
  for (const s of servers) s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a customer page carries the shell's frame with the page in its slot, marked with the page's remote", async () => {
  const html = await (await fetch(`${shellBase}/user-dashboard/settings`)).text();
  assert.match(html, /<style data-snapshot>\.f\{margin:0\}\.p\{color:red\}<\/style><\/head>/);
  assert.match(
    html,
    /<div id="root" data-snapshot="mf_dashboard"><nav>Configurações<\/nav><main><h1>Configurações da Conta<\/h1><\/main><\/div>/,
  );
});

test("a page's first-paint script is loaded from its remote's origin, right after the page", async () => {
  const html = await (await fetch(`${shellBase}/user-dashboard`)).text();
  const script = new URL('first-paint.0123456789.js', (await remoteUrls()).mf_dashboard).href;
  assert.ok(html.includes(`</div><script src="${script}"></script>`), html);
  const settings = await (await fetch(`${shellBase}/user-dashboard/settings`)).text();
  assert.ok(!settings.includes('first-paint'));
});

test('the agent page comes from the agent remote, under the dashboard mount', async () => {
  const html = await (await fetch(`${shellBase}/user-dashboard/agent`)).text();
  assert.match(html, /data-snapshot="mf_agent"><nav>Agente<\/nav><main><h1>Configuração do Agente<\/h1>/);
});

test('the inbox page comes from the inbox remote; a conversation under it has no frame and is sent plain', async () => {
  const html = await (await fetch(`${shellBase}/user-dashboard/conversas`)).text();
  assert.match(html, /data-snapshot="mf_inbox"><nav>Conversas<\/nav><main><h1>Conversas<\/h1>/);
  const thread = await (await fetch(`${shellBase}/user-dashboard/conversas/abc`)).text();
  assert.ok(!thread.includes('data-snapshot'));
});

test('a page without a frame or without its snapshot is sent plain', async () => {
  for (const route of ['/user-dashboard/plan', '/user-dashboard/schedule/']) {
    const html = await (await fetch(`${shellBase}${route}`)).text();
    assert.ok(!html.includes('data-snapshot'), route);
  }
  // The frame is there, the remote is down.
  const down = snapshotSource(
    { mf_dashboard: 'http://127.0.0.1:9/mf-manifest.json' },
    { timeoutMs: 300, frames: FRAMES },
  );
  assert.equal(await down.forPath('/user-dashboard/settings'), null);
});

test('a frame without the slot (a shell built apart from the page) is not used', () => {
  const page = { html: '<h1>x</h1>', css: '' };
  assert.equal(framed({ html: '<nav></nav>', css: '' }, page, 'mf_dashboard'), null);
  assert.equal(framed(frame('a'), { html: '$&', css: '' }, 'mf_dashboard').html, '<nav>a</nav><main>$&</main>');
});
