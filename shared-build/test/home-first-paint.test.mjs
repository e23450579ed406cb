// The dashboard home served by the shell with the owner's figures, asked for with the access token
// the request's cookie carries; every other case gets the page without them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { homeFirstPaintSource, tokenClaims } from '../home-first-paint.mjs';
import { createServer, listen } from '../server.mjs';
import { CONFIG_MARKER } from '../runtime-config.mjs';
import { mountOf } from '../apps.mjs';
import { ACCESS_COOKIE, ACCESS_COOKIE_PATH } from '../session-cookie.mjs';
import { HOME_STATS_ID } from '../snapshot-slot.mjs';

const OWNER = '11111111-1111-4111-8111-111111111111';
const jwt = (claims) =>
  ['{"alg":"HS256"}', JSON.stringify(claims), 'assinatura'].map((p) => Buffer.from(p).toString('base64url')).join('.');
const VALID = jwt({ sub: OWNER, exp: Math.round(Date.now() / 1000) + 3600, role: 'authenticated' });
const EXPIRED = jwt({ sub: OWNER, exp: Math.round(Date.now() / 1000) - 10 });
const SLOW = jwt({ sub: 'lento', exp: Math.round(Date.now() / 1000) + 3600 });
const STATS = { totalAtendimentos: 180, proximoHorario: '</template><script>x</script>' };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-home-'));
const asked = [];
const servers = [];
let api;
let base;

before(async () => {
  api = await listen(
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        asked.push({ url: req.url, auth: req.headers.authorization, apikey: req.headers.apikey, body });
        const { user_id_param: user } = JSON.parse(body || '{}');
        if (user === 'lento') return setTimeout(() => res.writeHead(200).end('{}'), 1500);
        if (user !== OWNER) return res.writeHead(400).end('{"code":"22P02"}');
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(STATS));
      });
    }),
    0,
    '127.0.0.1',
  );
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>x</title></head><body>${CONFIG_MARKER}<div id=root></div></body></html>`,
  );
  const config = { supabaseUrl: `http://127.0.0.1:${api.address().port}`, supabaseAnonKey: 'anon' };
  // The dashboard remote is down: the page still carries the figures, for when it comes back.
  const remotes = { mf_dashboard: 'http://127.0.0.1:9/mf-manifest.json' };
  const shell = await listen(createServer({ dir, remotes, config }), 0, '127.0.0.1');
  servers.push(api, shell);
  base = `http://127.0.0.1:${shell.address().port}`;
});
after(() => {
  for (const s of servers) s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (pathname, token) =>
  fetch(`${base}${pathname}`, { headers: token ? { cookie: `outro=1; ${ACCESS_COOKIE}=${token}` } : {} });

test("the home carries the owner's figures, asked for with the cookie's token, escaped, and is kept private", async () => {
  asked.length = 0;
  const res = await page('/user-dashboard', VALID);
  const html = await res.text();
  assert.equal(res.headers.get('cache-control'), 'private, no-cache');
  const block = html.match(new RegExp(`<template id="${HOME_STATS_ID}">([^<]*)</template></head>`));
  assert.ok(block, html);
  assert.ok(!html.includes('<script>x</script>'));
  const text = block[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  assert.deepEqual(JSON.parse(text), { userId: OWNER, stats: STATS });
  assert.deepEqual(asked, [
    {
      url: '/rest/v1/rpc/get_user_dashboard_stats',
      auth: `Bearer ${VALID}`,
      apikey: 'anon',
      body: JSON.stringify({ user_id_param: OWNER }),
    },
  ]);
});

test('no figures without a cookie, with an expired or unreadable token, or on another page', async () => {
  asked.length = 0;
  for (const [pathname, token] of [
    ['/user-dashboard', null],
    ['/user-dashboard', EXPIRED],
    ['/user-dashboard', 'nao-e-um-jwt'],
    ['/user-dashboard/schedule', VALID],
    ['/', VALID],
  ]) {
    const res = await page(pathname, token);
    const html = await res.text();
    assert.ok(!html.includes(HOME_STATS_ID), `${pathname} ${token}`);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
  }
  assert.deepEqual(asked, []);
});

test('an API that fails or is slow leaves the figures out, and the page waits no longer than the limit', async () => {
  const source = homeFirstPaintSource(
    { supabaseUrl: `http://127.0.0.1:${api.address().port}`, supabaseAnonKey: 'anon' },
    { timeoutMs: 300 },
  );
  const started = Date.now();
  assert.equal(await source('/user-dashboard', `${ACCESS_COOKIE}=${SLOW}`), null);
  assert.ok(Date.now() - started < 1200);
  const stranger = jwt({ sub: 'outro', exp: Math.round(Date.now() / 1000) + 3600 });
  assert.equal(await source('/user-dashboard/', `${ACCESS_COOKIE}=${stranger}`), null);
  assert.equal(tokenClaims('a.b.c'), null);
  assert.equal(tokenClaims(VALID).sub, OWNER);
});

test("the cookie's path is the dashboard's mount: the home and every customer page carry it", () => {
  assert.equal(ACCESS_COOKIE_PATH, mountOf('mf_dashboard'));
});
