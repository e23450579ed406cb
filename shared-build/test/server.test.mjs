// The production static server: what each deployed app answers, header by header.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import crypto from 'node:crypto';
import { createServer, listen, manifestSource, snapshotSource, ttlCache } from '../server.mjs';
import { CONFIG_MARKER } from '../runtime-config.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-serve-'));
let server;
let base;
/** The landing's and the booking remote's origin: it answers their snapshot.json, so both are up. */
let remoteServer;
let remoteBase;

before(async () => {
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head></head><body>${CONFIG_MARKER.replace(/"/g, '')}<p>Olá, mundo</p></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), `console.log("${'çã'.repeat(500)}")`);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"mf_x"}');
  remoteServer = await listen(
    http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url.endsWith('/mf-manifest.json')) {
        res.end(
          JSON.stringify({ exposes: [{ path: './App', assets: { js: { sync: ['expose_App.0123456789.js'] } } }] }),
        );
        return;
      }
      res.end(JSON.stringify({ html: '<p>snapshot</p>', css: 'p{margin:0}' }));
    }),
    0,
    '127.0.0.1',
  );
  remoteBase = `http://127.0.0.1:${remoteServer.address().port}`;
  const app = createServer({
    dir,
    remotes: {
      mf_x: 'http://localhost:3009/mf-manifest.json',
      mf_landing: `${remoteBase}/landing/mf-manifest.json`,
      mf_booking: `${remoteBase}/booking/mf-manifest.json`,
      mf_dashboard: `${remoteBase}/dashboard/mf-manifest.json`,
      mf_agent: `${remoteBase}/agent/mf-manifest.json`,
    },
    config: { supabaseUrl: 'http://api.example', supabaseAnonKey: 'anon</script>' },
  });
  server = await listen(app, 0, '127.0.0.1');
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.close();
  remoteServer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('pages carry the runtime config, escaped, with a UTF-8 charset and no caching', async () => {
  const res = await fetch(`${base}/user-dashboard/schedule`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(res.headers.get('cache-control'), 'no-cache');
  const html = await res.text();
  assert.match(
    html,
    /window\.__ATENDE_CONFIG__=\{"supabaseUrl":"http:\/\/api\.example","supabaseAnonKey":"anon\\u003c\/script>"\}/,
  );
  assert.ok(!html.includes('atende-config'), 'the marker is replaced');
  assert.match(html, /Olá, mundo/);
});

test('hashed chunks are cached forever and compressed; entry and manifest are never cached', async () => {
  // Raw http (fetch would decompress and hide the encoding).
  const headers = await new Promise((resolve, reject) =>
    http
      .get(`${base}/main.0123456789.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        res.resume();
        resolve(res.headers);
      })
      .on('error', reject),
  );
  assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(headers['content-type'], 'application/javascript; charset=utf-8');
  assert.equal(headers['content-encoding'], 'gzip');
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const res = await fetch(`${base}/${file}`);
    assert.equal(res.headers.get('cache-control'), 'no-cache', file);
    assert.match(res.headers.get('content-type'), /charset=utf-8/, file);
    assert.equal(res.headers.get('access-control-allow-origin'), '*', file);
  }
});

test('the shell serves remotes.json; a missing file stays a 404', async () => {
  const remotes = await fetch(`${base}/remotes.json`);
  assert.equal(remotes.headers.get('cache-control'), 'no-cache');
  assert.equal((await remotes.json()).mf_x, 'http://localhost:3009/mf-manifest.json');
  assert.equal((await fetch(`${base}/404.0123456789.js`)).status, 404);
});

test('a build without the config marker is refused at start', () => {
  const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-bare-'));
  fs.writeFileSync(path.join(bare, 'index.html'), '<html></html>');
  assert.throws(() => createServer({ dir: bare }), /marker/);
  fs.rmSync(bare, { recursive: true, force: true });
});

test('the home page preloads remotes.json and the landing remote; other pages only remotes.json', async () => {
  const home = await (await fetch(`${base}/`)).text();
  assert.match(home, /<link rel="preload" href="\/remotes.json" as="fetch" crossorigin="anonymous">/);
  assert.ok(home.includes(`<link rel="preload" href="${remoteBase}/landing/mf-manifest.json" as="fetch"`));
  assert.ok(home.includes(`<link rel="preload" href="${remoteBase}/landing/remoteEntry.js" as="script">`));
  const login = await (await fetch(`${base}/login`)).text();
  assert.match(login, /remotes.json/);
  assert.doesNotMatch(login, /landing\/remoteEntry/);
});

test("a booking page preloads the booking remote and the function's first two answers", async () => {
  const page = await (await fetch(`${base}/agendar/clinica-bem-estar`)).text();
  assert.ok(page.includes(`<link rel="preload" href="${remoteBase}/booking/remoteEntry.js" as="script">`));
  assert.match(page, /<link rel="preconnect" href="http:\/\/api.example" crossorigin="anonymous">/);
  assert.match(
    page,
    /<link rel="preload" href="http:\/\/api.example\/functions\/v1\/booking\/clinica-bem-estar" as="fetch" crossorigin="anonymous">/,
  );
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  assert.match(page, new RegExp(`booking/clinica-bem-estar/slots\\?de=${today}&amp;ate=\\d{4}-\\d{2}-\\d{2}"`));
  assert.doesNotMatch(page, /landing\/remoteEntry/);
  // A slug the function would refuse is not asked for.
  const odd = await (await fetch(`${base}/agendar/N%C3%A3o%22%3E`)).text();
  assert.doesNotMatch(odd, /functions\/v1\/booking/);
  assert.match(odd, /booking\/remoteEntry/);
});

test("a page of the customer area preloads its remote's manifest, entry and ./App, and connects to the API", async () => {
  const home = await (await fetch(`${base}/user-dashboard`)).text();
  assert.ok(home.includes(`<link rel="preload" href="${remoteBase}/dashboard/mf-manifest.json" as="fetch"`));
  assert.ok(home.includes(`<link rel="preload" href="${remoteBase}/dashboard/remoteEntry.js" as="script">`));
  assert.ok(home.includes(`<link rel="preload" href="${remoteBase}/dashboard/expose_App.0123456789.js" as="script">`));
  assert.match(home, /<link rel="preconnect" href="http:\/\/api.example" crossorigin="anonymous">/);
  const agenda = await (await fetch(`${base}/user-dashboard/schedule`)).text();
  assert.match(agenda, /dashboard\/remoteEntry/);
  // The agent's page is the agent remote's, not the dashboard's.
  const agent = await (await fetch(`${base}/user-dashboard/agent`)).text();
  assert.ok(agent.includes(`<link rel="preload" href="${remoteBase}/agent/remoteEntry.js" as="script">`));
  assert.doesNotMatch(agent, /dashboard\/remoteEntry/);
  const login = await (await fetch(`${base}/login`)).text();
  assert.doesNotMatch(login, /remoteEntry|preconnect" href="http:\/\/api\.example"/);
});

test("a remote that does not answer is not preloaded: the fallback's retry would reuse the failed load", async () => {
  const down = await listen(
    createServer({
      dir,
      remotes: {
        mf_landing: 'http://127.0.0.1:9/landing/mf-manifest.json',
        mf_booking: 'http://127.0.0.1:9/booking/mf-manifest.json',
        mf_dashboard: 'http://127.0.0.1:9/dashboard/mf-manifest.json',
      },
      config: { supabaseUrl: 'http://api.example', supabaseAnonKey: 'anon' },
    }),
    0,
    '127.0.0.1',
  );
  try {
    const url = `http://127.0.0.1:${down.address().port}`;
    const home = await (await fetch(`${url}/`)).text();
    assert.match(home, /\/remotes.json/);
    assert.doesNotMatch(home, /remoteEntry|mf-manifest/);
    const page = await (await fetch(`${url}/agendar/clinica-bem-estar`)).text();
    assert.doesNotMatch(page, /remoteEntry|mf-manifest/);
    assert.match(page, /booking\/clinica-bem-estar\/slots/);
    const dashboard = await (await fetch(`${url}/user-dashboard`)).text();
    assert.doesNotMatch(dashboard, /remoteEntry|mf-manifest/);
  } finally {
    down.close();
  }
});

/** The CSP as { directive: [sources] }. */
function directives(csp) {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

test('every response carries the security headers; a page allows exactly its own inline script', async () => {
  for (const file of ['/', '/login', '/remoteEntry.js', '/mf-manifest.json', '/remotes.json', '/main.0123456789.js']) {
    const res = await fetch(`${base}${file}`);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', file);
    assert.equal(res.headers.get('x-frame-options'), 'DENY', file);
    assert.equal(res.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains', file);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', file);
    assert.equal(res.headers.get('permissions-policy'), 'camera=(), microphone=(), geolocation=(), payment=()', file);
    assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups', file);
    assert.ok(res.headers.get('content-security-policy'), file);
    assert.equal(res.headers.get('access-control-allow-origin'), '*', `${file}: remotes stay loadable cross-origin`);
  }
  const res = await fetch(`${base}/user-dashboard`);
  const csp = directives(res.headers.get('content-security-policy'));
  const inline = [...(await res.text()).matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  assert.equal(inline.length, 1, 'the runtime config is the only inline script');
  const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]).digest('base64')}'`;
  assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3009', remoteBase, hash]);
  assert.deepEqual(csp['connect-src'], ["'self'", 'http://api.example', 'http://localhost:3009', remoteBase]);
  assert.deepEqual(csp['default-src'], ["'self'"]);
  assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'"]);
  assert.deepEqual(csp['img-src'], ["'self'", 'data:', 'blob:', 'http://api.example']);
  assert.deepEqual(csp['media-src'], ["'self'", 'http://api.example']);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['base-uri'], ["'self'"]);
  assert.deepEqual(csp['form-action'], ["'self'"]);
  assert.ok(!Object.values(csp).flat().includes("'unsafe-eval'"));
});

test("a remote's own page loads scripts only from its origin", async () => {
  const remote = await listen(
    createServer({ dir, config: { supabaseUrl: 'https://proj.supabase.co/', supabaseAnonKey: 'a' } }),
    0,
    '127.0.0.1',
  );
  try {
    const res = await fetch(`http://127.0.0.1:${remote.address().port}/checkout`);
    const csp = directives(res.headers.get('content-security-policy'));
    assert.equal(csp['script-src'].length, 2);
    assert.equal(csp['script-src'][0], "'self'");
    assert.match(csp['script-src'][1], /^'sha256-[A-Za-z0-9+/]+=*'$/);
    assert.deepEqual(csp['connect-src'], ["'self'", 'https://proj.supabase.co']);
  } finally {
    remote.close();
  }
});

test('the one cache: an answer is kept ttlMs per key, a miss missTtlMs, and callers meanwhile share a load', async (t) => {
  t.mock.timers.enable({ apis: ['Date'], now: 0 });
  const loads = [];
  let up = true;
  const cached = ttlCache(
    async (key) => {
      loads.push(key);
      return up ? `${key}!` : null;
    },
    { ttlMs: 5000, missTtlMs: 1000 },
  );
  assert.deepEqual(await Promise.all([cached('a'), cached('a')]), ['a!', 'a!']);
  assert.equal(await cached('b'), 'b!', 'each key has its own entry');
  assert.deepEqual(loads, ['a', 'b']);
  t.mock.timers.tick(4999);
  assert.equal(await cached('a'), 'a!');
  assert.deepEqual(loads, ['a', 'b']);

  t.mock.timers.tick(1);
  up = false;
  assert.equal(await cached('a'), null);
  assert.deepEqual(loads, ['a', 'b', 'a']);
  t.mock.timers.tick(999);
  assert.equal(await cached('a'), null, 'a miss is kept too, for less time');
  assert.deepEqual(loads, ['a', 'b', 'a']);
  t.mock.timers.tick(1);
  up = true;
  assert.equal(await cached('a'), 'a!');
  assert.deepEqual(loads, ['a', 'b', 'a', 'a']);
});

test("remotes' manifests and snapshots are asked for once per 5 s, and 1 s after a miss", async (t) => {
  const asked = [];
  let up = true;
  const origin = await listen(
    http.createServer((req, res) => {
      asked.push(req.url);
      if (!up) return res.writeHead(503).end();
      res.setHeader('content-type', 'application/json');
      res.end(req.url.endsWith('/snapshot.json') ? '{"html":"<p>x</p>","css":""}' : '{"id":"mf_landing"}');
    }),
    0,
    '127.0.0.1',
  );
  t.mock.timers.enable({ apis: ['Date'], now: 0 });
  try {
    const remotes = { mf_landing: `http://127.0.0.1:${origin.address().port}/landing/mf-manifest.json` };
    const manifests = manifestSource(remotes);
    const snapshots = snapshotSource(remotes);
    const both = () => Promise.all([manifests('mf_landing'), snapshots.of('mf_landing')]);
    const answered = [{ id: 'mf_landing' }, { html: '<p>x</p>', css: '', remote: 'mf_landing' }];
    assert.deepEqual(await both(), answered);
    t.mock.timers.tick(4999);
    assert.deepEqual(await both(), answered);
    assert.deepEqual(asked.sort(), ['/landing/mf-manifest.json', '/landing/snapshot.json']);

    t.mock.timers.tick(1);
    up = false;
    assert.deepEqual(await both(), [null, null]);
    t.mock.timers.tick(999);
    assert.deepEqual(await both(), [null, null]);
    assert.equal(asked.length, 4);
    t.mock.timers.tick(1);
    up = true;
    assert.deepEqual(await both(), answered);
    assert.equal(asked.length, 6);
  } finally {
    origin.close();
  }
});
