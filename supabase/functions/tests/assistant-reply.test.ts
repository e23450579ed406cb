/**
 * assistant-reply: the published assistant's answer to a client, sent by its workflow's last node with
 * the assistant's id and secret. It is recorded in the client's conversation as the assistant's and
 * sent through the owner's number, unless the owner took over or the assistant handed off (paused).
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { closeSql, newUser, sql } from 'local-stack/testing';
import {
  connectedAssistant,
  conversationWith,
  credentialsOf,
  postAs,
  publishAssistant,
  recordedMessages,
  type Credentials,
} from './assistant-support.ts';

after(closeSql);

const CLIENTE = '5511987654321';
const reply = (a: Credentials, body: unknown, headers: Record<string, string> = credentialsOf(a)) =>
  postAs('assistant-reply', headers, typeof body === 'string' ? body : JSON.stringify(body));

test('only the published assistant may answer: no, a wrong or another assistant’s secret is 401', async () => {
  const a = await connectedAssistant('resposta-segredo');
  const other = await publishAssistant(await newUser({}, 'resposta-outro'));
  const body = { telefone: CLIENTE, texto: 'Olá!' };
  const attempts: Record<string, string>[] = [
    {},
    { 'x-assistant-id': a.agentId },
    { 'x-assistant-id': a.agentId, 'x-assistant-secret': 'f'.repeat(64) },
    { 'x-assistant-id': a.agentId, 'x-assistant-secret': other.secret },
    { 'x-assistant-id': 'nao-e-um-id', 'x-assistant-secret': a.secret },
  ];
  for (const headers of attempts) {
    const answer = await reply(a, body, headers);
    assert.equal(answer.status, 401, JSON.stringify(headers));
    assert.deepEqual(answer.body.error, { code: 'unauthorized', message: 'Assistente não autorizado' });
  }
  assert.deepEqual(await sentMessages(a.instance), []);
  assert.deepEqual(await recordedMessages(a.owner), []);
});

test("the answer is recorded as the assistant's, with the gateway's id, and sent to the client", async () => {
  const a = await connectedAssistant('resposta-envia');
  const texto = 'Olá, Maria! Tenho horários livres amanhã: 09:00 e 10:30. Qual prefere?';
  // As the workflow sends it: the digits of the WhatsApp id; the model's spacing around it trimmed.
  const answer = await reply(a, { telefone: CLIENTE, texto: `\n${texto}\n` });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.sent, true);
  const [row] = await sql<{ id: string; autor: string; body: string; status: string; wa_message_id: string | null }>(
    `select id, autor, body, status, wa_message_id from public.chat_messages where user_id = $1`,
    [a.owner.id],
  );
  assert.equal(answer.body.id, row.id);
  assert.deepEqual([row.autor, row.body, row.status], ['assistente', texto, 'enviada']);
  assert.ok(row.wa_message_id, "the gateway's message id is kept");
  assert.deepEqual(
    (await sentMessages(a.instance)).map((m) => [m.number, m.text]),
    [[CLIENTE, texto]],
  );
  assert.equal((await conversationWith(a.owner, CLIENTE))?.estado, 'concluida', 'an answer opens nothing');
});

test('bad input is refused and nothing is sent or recorded', async () => {
  const a = await connectedAssistant('resposta-invalida');
  const cases: [unknown, number, string][] = [
    ['{"telefone": ', 400, 'invalid_request'],
    [[], 400, 'invalid_request'],
    [{ telefone: CLIENTE, texto: '' }, 400, 'empty_message'],
    [{ telefone: CLIENTE, texto: '  \n ' }, 400, 'empty_message'],
    [{ telefone: CLIENTE }, 400, 'empty_message'],
    [{ telefone: CLIENTE, texto: 42 }, 400, 'empty_message'],
    [{ texto: 'Olá!' }, 422, 'invalid_phone'],
    [{ telefone: '123', texto: 'Olá!' }, 422, 'invalid_phone'],
    [{ telefone: '1'.repeat(16), texto: 'Olá!' }, 422, 'invalid_phone'],
  ];
  for (const [body, status, code] of cases) {
    const answer = await reply(a, body);
    assert.equal(answer.status, status, JSON.stringify(body));
    assert.equal(answer.body.error?.code, code, JSON.stringify(body));
  }
  assert.deepEqual(await sentMessages(a.instance), []);
  assert.deepEqual(await recordedMessages(a.owner), []);
});

test('a paused conversation (taken over, or handed off) gets nothing from the assistant until it resumes', async () => {
  const a = await connectedAssistant('resposta-pausada');
  assert.equal((await reply(a, { telefone: CLIENTE, texto: 'Primeira resposta' })).body.sent, true);
  const { id } = (await conversationWith(a.owner, CLIENTE))!;

  for (const estado of ['voce', 'aguardando']) {
    await sql('select public.pause_conversation($1, $2, $3)', [id, estado, 'teste']);
    const answer = await reply(a, { telefone: CLIENTE, texto: `Resposta durante ${estado}` });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { sent: false, reason: 'paused' });
  }
  assert.deepEqual(
    (await sentMessages(a.instance)).map((m) => m.text),
    ['Primeira resposta'],
  );
  assert.deepEqual(
    (await recordedMessages(a.owner)).map((m) => m.body),
    ['Primeira resposta'],
  );

  // 'Devolver ao assistente': it answers again.
  await sql('select public.resume_conversation($1)', [id]);
  assert.equal((await reply(a, { telefone: CLIENTE, texto: 'De volta' })).body.sent, true);
  assert.deepEqual(
    (await sentMessages(a.instance)).map((m) => m.text),
    ['Primeira resposta', 'De volta'],
  );
});

test('the gateway failing is 502 (the run fails in n8n), no instance 409; nothing is recorded', async () => {
  const a = await connectedAssistant('resposta-gateway');
  await evolutionControl(`/instances/${a.instance}/disconnect`, 'POST');
  const failed = await reply(a, { telefone: CLIENTE, texto: 'Olá!' });
  assert.equal(failed.status, 502, JSON.stringify(failed.body));
  assert.equal(failed.body.error?.code, 'send_failed');
  assert.deepEqual(await recordedMessages(a.owner), []);

  const owner = await newUser({}, 'resposta-sem-whatsapp');
  const alone = await publishAssistant(owner);
  const none = await reply(alone, { telefone: CLIENTE, texto: 'Olá!' });
  assert.equal(none.status, 409, JSON.stringify(none.body));
  assert.equal(none.body.error?.code, 'no_instance');
  assert.deepEqual(await recordedMessages(owner), []);
});
