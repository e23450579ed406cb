/** The Resend sandbox's contract (POST /emails, idempotency, errors) and its delivery to the mailbox. */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MailMessage } from '../src/mail-types.ts';
import { createResendSandbox } from '../src/sandboxes/resend/index.ts';
import { acceptedEmails, resendApi, resendControl } from './support/resend.ts';
import { mails, uniqueEmail } from './support/stack.ts';

const FROM = 'Atende AI <lembretes@atende.ai>';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const send = (body: unknown, headers: Record<string, string> = {}) =>
  resendApi<{ id: string; statusCode?: number; name?: string; message?: string }>('/emails', {
    method: 'POST',
    body,
    headers,
  });

test('the key: none is 401 missing_api_key, a wrong one 403 invalid_api_key', async () => {
  const body = { from: FROM, to: uniqueEmail(), subject: 'Oi', html: '<p>Oi</p>' };
  const none = await resendApi('/emails', { method: 'POST', body, key: null });
  assert.equal(none.status, 401);
  assert.deepEqual(none.body, {
    statusCode: 401,
    name: 'missing_api_key',
    message: 'Missing API key in the authorization header',
  });
  const wrong = await resendApi('/emails', { method: 'POST', body, key: 're_errada' });
  assert.equal(wrong.status, 403);
  assert.deepEqual(wrong.body, { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' });
  assert.equal((await mails(body.to)).length, 0);
});

test('an accepted e-mail answers {id} and lands in the mailbox, readable with GET /emails/{id}', async () => {
  const to = uniqueEmail('lembrete');
  const html = '<p>Olá, Maria!</p><p>Lembrete: amanhã às <strong>14:30</strong>.</p>';
  const sent = await send({ from: FROM, to, subject: 'Lembrete do seu horário', html });
  assert.equal(sent.status, 200);
  assert.deepEqual(Object.keys(sent.body), ['id']);
  assert.match(sent.body.id, UUID);

  const [mail, ...more] = await mails(to);
  assert.equal(more.length, 0);
  assert.equal(mail.subject, 'Lembrete do seu horário');
  assert.equal(mail.from, FROM);
  assert.equal(mail.html, html);
  assert.equal(mail.text, 'Olá, Maria!\nLembrete: amanhã às 14:30.'); // derived from the HTML, as Resend does

  const found = await resendApi<Record<string, unknown>>(`/emails/${sent.body.id}`);
  assert.equal(found.status, 200);
  assert.deepEqual(
    [found.body.object, found.body.id, found.body.from, found.body.to, found.body.subject, found.body.last_event],
    ['email', sent.body.id, FROM, [to], 'Lembrete do seu horário', 'delivered'],
  );
  const missing = await resendApi(`/emails/${randomUUID()}`);
  assert.deepEqual([missing.status, missing.body.name], [404, 'not_found']);
  assert.equal((await resendApi('/domains')).status, 404);
});

test('each recipient (to as a list, cc, bcc; with or without a name) gets its own message; text only is kept', async () => {
  const [a, b, c, d] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c'), uniqueEmail('d')];
  const sent = await send({
    from: FROM,
    to: [a, `Cliente B <${b}>`],
    cc: c,
    bcc: [d],
    reply_to: 'contato@clinica.com.br',
    subject: 'Vários',
    text: 'Linha 1\n<linha 2>',
  });
  assert.equal(sent.status, 200);
  for (const to of [a, b, c, d]) {
    const got = await mails(to);
    assert.equal(got.length, 1, to);
    assert.equal(got[0].text, 'Linha 1\n<linha 2>');
    assert.match(got[0].html, /&lt;linha 2&gt;/);
  }
  const [accepted] = await acceptedEmails();
  assert.equal(accepted.id, sent.body.id);
  assert.deepEqual(accepted.reply_to, ['contato@clinica.com.br']);
});

test('validation: 422 with the field named; a body that is not JSON is 400', async () => {
  const to = uniqueEmail();
  const cases: Array<[unknown, string, RegExp]> = [
    [{ to, subject: 'x', html: 'x' }, 'missing_required_field', /`from`/],
    [{ from: FROM, subject: 'x', html: 'x' }, 'missing_required_field', /`to`/],
    [{ from: FROM, to: [], subject: 'x', html: 'x' }, 'missing_required_field', /`to`/],
    [{ from: FROM, to, html: 'x' }, 'missing_required_field', /`subject`/],
    [{ from: FROM, to, subject: 'x' }, 'missing_required_field', /`html` or `text`/],
    [{ from: 'lembretes', to, subject: 'x', html: 'x' }, 'validation_error', /^Invalid `from` field/],
    [{ from: FROM, to: 'sem arroba', subject: 'x', html: 'x' }, 'validation_error', /^Invalid `to` field/],
    [{ from: FROM, to: [to, 'a b@c.com'], subject: 'x', html: 'x' }, 'validation_error', /^Invalid `to` field/],
    [{ from: FROM, to, subject: 'x', html: 5 }, 'validation_error', /^Invalid `html` field/],
    [
      { from: FROM, to: Array.from({ length: 51 }, (_, i) => `p${i}@teste.com.br`), subject: 'x', html: 'x' },
      'validation_error',
      /^Invalid `to` field/,
    ],
  ];
  for (const [body, name, message] of cases) {
    const res = await send(body);
    assert.equal(res.status, 422, JSON.stringify(body).slice(0, 80));
    assert.equal(res.body.statusCode, 422);
    assert.equal(res.body.name, name);
    assert.match(res.body.message!, message);
  }
  const notJson = await send('{"from":');
  assert.deepEqual([notJson.status, notJson.body.name], [400, 'validation_error']);
  assert.equal((await mails(to)).length, 0);
});

test('Idempotency-Key: the same request answers the first id and sends nothing; another body is 409', async () => {
  const to = uniqueEmail('idem');
  const key = `lembrete/${randomUUID()}`;
  const body = { from: FROM, to, subject: 'Lembrete', html: '<p>Amanhã às 9h</p>' };
  const first = await send(body, { 'Idempotency-Key': key });
  assert.equal(first.status, 200);
  // The same body with its keys in another order is the same request.
  const again = await send({ html: body.html, subject: body.subject, to, from: FROM }, { 'Idempotency-Key': key });
  assert.deepEqual([again.status, again.body], [200, { id: first.body.id }]);
  assert.equal((await mails(to)).length, 1);

  const changed = await send({ ...body, subject: 'Outro' }, { 'Idempotency-Key': key });
  assert.equal(changed.status, 409);
  assert.deepEqual(changed.body, {
    statusCode: 409,
    name: 'invalid_idempotent_request',
    message: 'Same idempotency key used with a different request payload.',
  });
  const tooLong = await send(body, { 'Idempotency-Key': 'x'.repeat(257) });
  assert.deepEqual([tooLong.status, tooLong.body.name], [400, 'invalid_idempotency_key']);
  // Another key (or none) is another e-mail.
  const other = await send(body, { 'Idempotency-Key': randomUUID() });
  const none = await send(body);
  assert.equal(new Set([first.body.id, other.body.id, none.body.id]).size, 3);
  assert.equal((await mails(to)).length, 3);
});

test('faults: 5xx sends nothing; a late answer has sent, and the retry with the same key is not sent twice', async () => {
  const to = uniqueEmail('falha');
  const body = { from: FROM, to, subject: 'Lembrete', text: 'Oi' };
  const key = randomUUID();
  try {
    await resendControl('/faults', 'POST', { method: 'POST', path: '/emails', status: 503, times: 1 });
    const down = await fetch(`${process.env.STACK_URL}/sandbox/resend/emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.STACK_RESEND_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(down.status, 503);
    assert.equal((await mails(to)).length, 0);

    await resendControl('/faults', 'POST', { path: '/emails', delayMs: 400 });
    const started = Date.now();
    const late = await send(body, { 'Idempotency-Key': key });
    assert.ok(Date.now() - started >= 380, 'answered late');
    assert.equal((await mails(to)).length, 1);
    const retried = await send(body, { 'Idempotency-Key': key });
    assert.deepEqual(retried.body, { id: late.body.id });
    assert.equal((await mails(to)).length, 1);
  } finally {
    await resendControl('/faults', 'DELETE');
  }
});

/** A sandbox answering alone (no gateway), delivering to an array; `slowMs` holds each delivery. */
function standalone(options: { dataFile?: string; idempotencyTtlMs?: number; slowMs?: number } = {}) {
  const delivered: MailMessage[] = [];
  const sandbox = createResendSandbox({
    apiKey: 're_teste',
    dataFile: options.dataFile ?? null,
    idempotencyTtlMs: options.idempotencyTtlMs,
    mailer: {
      send: async (m) => {
        if (options.slowMs) await new Promise((r) => setTimeout(r, options.slowMs));
        delivered.push(m);
      },
    },
  });
  const post = async (body: unknown, key?: string) => {
    const res = await sandbox.handle(
      new Request('http://sandbox/emails', {
        method: 'POST',
        headers: {
          authorization: 'Bearer re_teste',
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
    return { status: res.status, body: (await res.json()) as { id: string; name?: string } };
  };
  return { sandbox, delivered, post };
}

const BODY = { from: FROM, to: 'cliente@teste.com.br', subject: 'Lembrete', text: 'Oi' };

test('a key is remembered for its time only (24 hours in Resend)', async () => {
  const { sandbox, delivered, post } = standalone({ idempotencyTtlMs: 100 });
  const first = await post(BODY, 'chave');
  assert.equal((await post(BODY, 'chave')).body.id, first.body.id);
  await new Promise((r) => setTimeout(r, 150));
  const later = await post(BODY, 'chave');
  assert.equal(later.status, 200);
  assert.notEqual(later.body.id, first.body.id);
  assert.equal(delivered.length, 2);
  sandbox.close();
});

test('the same key while the first request is still sending is 409 concurrent_idempotent_requests', async () => {
  const { sandbox, delivered, post } = standalone({ slowMs: 200 });
  const [a, b] = await Promise.all([post(BODY, 'chave'), post(BODY, 'chave')]);
  assert.deepEqual([a.status, b.status, b.body.name], [200, 409, 'concurrent_idempotent_requests']);
  assert.equal(delivered.length, 1);
  assert.equal((await post(BODY, 'chave')).body.id, a.body.id);
  sandbox.close();
});

test('a restarted sandbox keeps its e-mails and keys', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resend-sandbox-'));
  try {
    const dataFile = path.join(dir, 'resend-sandbox.json');
    const before = standalone({ dataFile });
    const first = await before.post(BODY, 'chave');
    before.sandbox.close();

    const after = standalone({ dataFile });
    assert.deepEqual((await after.post(BODY, 'chave')).body, { id: first.body.id });
    assert.equal(after.delivered.length, 0);
    const found = await after.sandbox.handle(
      new Request(`http://sandbox/emails/${first.body.id}`, { headers: { authorization: 'Bearer re_teste' } }),
    );
    assert.equal(found.status, 200);
    after.sandbox.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
