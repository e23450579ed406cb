// A public booking page (/agendar/{slug}) served by the shell: with the business's first paint when
// the booking function answers in time, the page as before otherwise.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { BOOKING_BLANKS as BLANKS } from '../booking-blanks.mjs';
import { bookingFirstPaint, bookingSlugOf, dataBlock, escapeHtml } from '../booking-first-paint.mjs';
import { bookingFirstPaintSource, createServer, listen, snapshotSource } from '../server.mjs';
import { CONFIG_MARKER } from '../runtime-config.mjs';

const TEMPLATE = {
  html: `<main><p>Agendamento online</p><h1>${BLANKS.negocio}</h1>${BLANKS.servicos}<div role="status"></div></main>`,
  css: '.h{font-size:1.5rem}',
  parts: {
    servicos: `<section><h2>Escolha o serviço</h2><ul>${BLANKS.itens}</ul></section>`,
    servico: `<li>${BLANKS.nome}|${BLANKS.valor}|${BLANKS.descricao}</li>`,
    descricao: `<i>${BLANKS.texto}</i>`,
  },
};
const EVIL = '<script>alert("x")</script> & Cia $& \'1\'';
const BUSINESSES = {
  'clinica-bem-estar': {
    negocio: { nome: 'Clínica Bem-Estar' },
    servicos: [
      { codigo: 'A', nome: 'Acupuntura', valor: 1130, descricao: 'Sessão <b>sistêmica</b>' },
      { codigo: 'B', nome: 'Avaliação', valor: null, descricao: null },
    ],
    janela: {},
  },
  'do-mal': { negocio: { nome: EVIL }, servicos: [], janela: {} },
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-booking-'));
const asked = [];
let template = TEMPLATE;
let api;
let remote;
let shell;
let base;

/** The booking function: a business per slug, 404 for others, 'lenta' answers after the time-out. */
function serveApi() {
  return http.createServer((req, res) => {
    asked.push(req.url);
    const slug = req.url.replace('/functions/v1/booking/', '');
    if (slug === 'lenta') {
      setTimeout(() => res.writeHead(200).end(JSON.stringify(BUSINESSES['clinica-bem-estar'])), 2500);
      return;
    }
    if (slug === 'quebrada') return res.writeHead(500).end('{"error":{"code":"internal_error"}}');
    const page = BUSINESSES[slug];
    if (!page) return res.writeHead(404).end('{"error":{"code":"not_found","message":"x"}}');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(page));
  });
}

/** The booking remote's origin: its template next to its manifest (none when `template` is null). */
function serveRemote() {
  return http.createServer((req, res) => {
    if (req.url !== '/snapshot.json' || !template) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(template));
  });
}

before(async () => {
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Atende.AI</title></head><body>${CONFIG_MARKER}<div id=root></div></body></html>`,
  );
  api = await listen(serveApi(), 0, '127.0.0.1');
  remote = await listen(serveRemote(), 0, '127.0.0.1');
  const remotes = { mf_booking: `http://127.0.0.1:${remote.address().port}/mf-manifest.json` };
  const config = { supabaseUrl: `http://127.0.0.1:${api.address().port}`, supabaseAnonKey: 'anon' };
  shell = await listen(createServer({ dir, remotes, config }), 0, '127.0.0.1');
  base = `http://127.0.0.1:${shell.address().port}`;
});
after(() => {
  for (const server of [shell, api, remote]) {
    server.closeAllConnections();
    server.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (pathname) => (await fetch(`${base}${pathname}`)).text();
/** The data block's JSON, as the browser reads it (template.content.textContent). */
const dataOf = (html) => {
  const text = html.match(/<template id="atende-booking-page">([^<]*)<\/template>/)[1];
  const entities = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e) => entities[e]);
};
const isPlain = (html) => !html.includes('data-snapshot') && html.includes('<div id=root></div>');

test('a booking page carries its title, the first paint and the function answer', async () => {
  const html = await page('/agendar/clinica-bem-estar');
  assert.match(html, /<title>Agendar com Clínica Bem-Estar<\/title>/);
  assert.match(html, /<style data-snapshot>\.h\{font-size:1\.5rem\}<\/style>/);
  assert.match(
    html,
    /<div id="root" data-snapshot="mf_booking"><main><p>Agendamento online<\/p><h1>Clínica Bem-Estar<\/h1>/,
  );
  // A block per service, its texts in it (escaped), sized as its button will be.
  assert.match(
    html,
    /<ul><li>Acupuntura\|R\$\u00a01\.130,00\|<i>Sessão &lt;b&gt;sistêmica&lt;\/b&gt;<\/i><\/li><li>Avaliação\|\|<\/li><\/ul>/,
  );
  const data = dataOf(html);
  assert.deepEqual(JSON.parse(data), { slug: 'clinica-bem-estar', page: BUSINESSES['clinica-bem-estar'] });
  // The page no longer asks for the business; its slots are still preloaded.
  assert.ok(!/rel="preload" href="[^"]*\/booking\/clinica-bem-estar"/.test(html));
  assert.match(html, /rel="preload" href="[^"]*\/booking\/clinica-bem-estar\/slots\?/);
});

test("a business's name is text: escaped in the title, the heading and the data", async () => {
  const html = await page('/agendar/do-mal');
  assert.ok(!html.includes('<script>alert'), 'no script from the name');
  const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia $&amp; &#39;1&#39;';
  assert.ok(html.includes(`<title>Agendar com ${escaped}</title>`));
  assert.ok(html.includes(`<h1>${escaped}</h1>`));
  assert.ok(!html.includes('<h2>'), 'no services section without services');
  const data = dataOf(html);
  assert.equal(JSON.parse(data).page.negocio.nome, EVIL);
  assert.equal((html.match(/<script/g) ?? []).length, 1, 'the runtime config remains the one inline script');
});

test('an unknown slug or a failing function: the page as before', async () => {
  for (const slug of ['nao-existe', 'quebrada']) {
    const html = await page(`/agendar/${slug}`);
    assert.ok(isPlain(html), slug);
    assert.match(html, /<title>Atende\.AI<\/title>/);
    assert.ok(!html.includes('atende-booking-page'));
    assert.match(html, new RegExp(`rel="preload" href="[^"]*/booking/${slug}" as="fetch"`), 'the page asks itself');
  }
});

test('a function slower than the time-out: the page goes out plain, in time', async () => {
  const started = Date.now();
  const html = await page('/agendar/lenta');
  assert.ok(isPlain(html));
  assert.ok(Date.now() - started < 2400, `answered in ${Date.now() - started} ms`);
  const source = bookingFirstPaintSource({ of: async () => TEMPLATE }, `http://127.0.0.1:${api.address().port}`, {
    timeoutMs: 100,
  });
  assert.equal(await source('/agendar/lenta'), null);
});

test('a booking remote without a template, or a path that is no slug: the page as before', async () => {
  // The shell keeps a remote's snapshot.json a few seconds: a fresh source sees the remote's change.
  template = null;
  try {
    const snapshots = snapshotSource({ mf_booking: `http://127.0.0.1:${remote.address().port}/mf-manifest.json` });
    const source = bookingFirstPaintSource(snapshots, `http://127.0.0.1:${api.address().port}`);
    assert.equal(await source('/agendar/clinica-bem-estar'), null);
  } finally {
    template = TEMPLATE;
  }
  asked.length = 0;
  assert.ok(isPlain(await page('/agendar/Nao_Vale')));
  assert.ok(isPlain(await page('/agendar')));
  assert.ok(isPlain(await page('/login')));
  assert.deepEqual(asked, [], 'the function is not asked');
});

test('escaping and filling in, alone', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  assert.equal(bookingFirstPaint({ html: 'sem lacunas', css: '' }, 'x', BUSINESSES['do-mal']), null);
  assert.equal(bookingFirstPaint(TEMPLATE, 'x', null), null);
  const many = { negocio: { nome: 'N' }, servicos: Array.from({ length: 30 }, () => ({ nome: 'S' })) };
  assert.equal(bookingFirstPaint(TEMPLATE, 'x', many).html.match(/<li>/g).length, 8, 'blocks for the screen only');
  assert.equal(
    dataBlock('d', { a: '</template><b>' }),
    '<template id="d">{&quot;a&quot;:&quot;&lt;/template&gt;&lt;b&gt;&quot;}</template>',
  );
});

test('the slug of a booking path, and nothing for any other path', () => {
  assert.equal(bookingSlugOf('/agendar/clinica-bem-estar'), 'clinica-bem-estar');
  for (const pathname of ['/agendar/Nao_Vale', '/agendar/', '/agendar', '/login', `/agendar/${'a'.repeat(61)}`]) {
    assert.equal(bookingSlugOf(pathname), null, pathname);
  }
});
