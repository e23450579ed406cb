/**
 * The Evolution API v2 sandbox's messages from clients, as the WhatsApp functions get them: a client's
 * or a group's message delivered as messages.upsert and kept in the history, the sandbox's receive
 * route, and findMessages' filters and pages.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { evolutionApi, evolutionControl, sentMessages } from './support/evolution.ts';
import {
  closeReceivers,
  type Created,
  type Delivery,
  receive,
  receiver,
  scan,
  waitFor,
} from './support/evolutionCalls.ts';

after(closeReceivers);

interface HistoryRecord {
  id: string;
  key: { id: string; fromMe: boolean; remoteJid: string };
  pushName: string;
  messageType: string;
  message: { conversation: string };
  messageTimestamp: number;
  instanceId: string;
  source: string;
}
interface FoundMessages {
  messages: { total: number; pages: number; currentPage: number; records: HistoryRecord[] };
}

/** A connected instance of its own, with a webhook receiver for messages.upsert. */
async function connectedInstance(prefix: string) {
  const name = `${prefix}-${randomUUID()}`;
  const hook = await receiver();
  const created = await evolutionApi<Created>('/instance/create', {
    method: 'POST',
    body: {
      instanceName: name,
      qrcode: true,
      webhook: { url: hook.url, enabled: true, events: ['MESSAGES_UPSERT'] },
    },
  });
  assert.equal((await scan(name, '5511955554444')).status, 200);
  return { name, hook, created: created.body };
}

test("a client's message: delivered as messages.upsert in Evolution v2's shape and kept in the history", async () => {
  const { name, hook, created } = await connectedInstance('recebe');
  const before = Math.floor(Date.now() / 1000);
  const res = await receive(name, { from: '5521998765432', text: 'Sim, confirmo!', pushName: 'Maria' });
  assert.equal(res.status, 200);
  const { id } = (await res.json()) as { id: string };
  assert.match(id, /^[0-9A-F]{20}$/);

  await waitFor(() => hook.events.length >= 1);
  const [delivery] = hook.events as Array<Delivery & { destination: string; date_time: string; sender: string }>;
  assert.equal(delivery.event, 'messages.upsert');
  assert.equal(delivery.instance, name);
  assert.equal(delivery.apikey, created.hash);
  assert.equal(delivery.destination, hook.url);
  assert.equal(delivery.sender, '5511955554444@s.whatsapp.net');
  assert.match(delivery.server_url, /\/sandbox\/evolution$/);
  assert.ok(!Number.isNaN(Date.parse(delivery.date_time)));
  const data = delivery.data as unknown as HistoryRecord & { status: string };
  assert.deepEqual(data.key, { remoteJid: '5521998765432@s.whatsapp.net', fromMe: false, id });
  assert.deepEqual(
    [data.pushName, data.message, data.messageType, data.instanceId, data.source],
    ['Maria', { conversation: 'Sim, confirmo!' }, 'conversation', created.instance.instanceId, 'android'],
  );
  assert.ok(data.messageTimestamp >= before && data.messageTimestamp <= Math.floor(Date.now() / 1000));

  // Kept in the history (read with findMessages), not in the log of sent messages.
  const found = await evolutionApi<FoundMessages>(`/chat/findMessages/${name}`, {
    method: 'POST',
    body: { where: { key: { remoteJid: '5521998765432@s.whatsapp.net' } } },
  });
  assert.deepEqual(
    found.body.messages.records.map((r) => [r.key.id, r.key.fromMe, r.message.conversation, r.pushName]),
    [[id, false, 'Sim, confirmo!', 'Maria']],
  );
  assert.deepEqual(await sentMessages(name), []);
});

test('receive: a number and a text are required; only a connected phone receives; unknown instance 404', async () => {
  const { name, hook } = await connectedInstance('recebe-erros');
  assert.equal((await receive(name, { from: '123', text: 'Oi' })).status, 400);
  assert.equal((await receive(name, { from: '5521998765432' })).status, 400);
  assert.equal((await receive(name, { from: '120363000000000000@g.us', text: 'Oi' })).status, 400);
  assert.equal((await receive(`nao-existe-${randomUUID()}`, { from: '5521998765432', text: 'Oi' })).status, 404);
  await evolutionControl(`/instances/${name}/disconnect`, 'POST');
  const closed = await receive(name, { from: '5521998765432', text: 'Oi' });
  assert.equal(closed.status, 409);
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(hook.events.length, 0);
});

test("a group's message names the group in remoteJid and its author in participant", async () => {
  const { name, hook } = await connectedInstance('grupo');
  const res = await receive(name, {
    from: '120363012345678901@g.us',
    participant: '5521998765432',
    text: '1',
  });
  assert.equal(res.status, 200);
  await waitFor(() => hook.events.length >= 1);
  assert.deepEqual(hook.events[0].data.key, {
    remoteJid: '120363012345678901@g.us',
    fromMe: false,
    id: ((await res.json()) as { id: string }).id,
    participant: '5521998765432@s.whatsapp.net',
  });
});

test('findMessages: sent and received, newest first, by remoteJid, fromMe and pages (offset is the page size)', async () => {
  const { name, created } = await connectedInstance('historico');
  const client = '5521998765432';
  const jid = `${client}@s.whatsapp.net`;
  const sendText = (number: string, text: string) =>
    evolutionApi(`/message/sendText/${name}`, { method: 'POST', body: { number, text } });
  assert.equal((await sendText(client, 'Lembrete: amanhã às 14:30. Responda 1 para confirmar.')).status, 201);
  assert.equal((await receive(name, { from: client, text: '1' })).status, 200);
  assert.equal((await sendText(client, 'Obrigado! Horário confirmado.')).status, 201);
  assert.equal((await sendText('5511911112222', 'Outro cliente')).status, 201);

  const find = (body: unknown, key?: string | null) =>
    evolutionApi<FoundMessages>(`/chat/findMessages/${name}`, { method: 'POST', body, key });

  const chat = await find({ where: { key: { remoteJid: jid } } });
  assert.equal(chat.status, 200);
  assert.deepEqual([chat.body.messages.total, chat.body.messages.pages, chat.body.messages.currentPage], [3, 1, 1]);
  assert.deepEqual(
    chat.body.messages.records.map((r) => [r.key.fromMe, r.message.conversation]),
    [
      [true, 'Obrigado! Horário confirmado.'],
      [false, '1'],
      [true, 'Lembrete: amanhã às 14:30. Responda 1 para confirmar.'],
    ],
  );
  const [newest] = chat.body.messages.records;
  assert.deepEqual(Object.keys(newest.key).sort(), ['fromMe', 'id', 'remoteJid']);
  assert.equal(newest.key.remoteJid, jid);
  assert.match(newest.id, /^c[0-9a-f]{24}$/);
  assert.notEqual(newest.id, newest.key.id);
  assert.deepEqual(
    [newest.messageType, newest.instanceId, newest.source, typeof newest.messageTimestamp],
    ['conversation', created.instance.instanceId, 'unknown', 'number'],
  );

  // fromMe: true keeps the instance's own; fromMe: false filters nothing (Evolution only filters a truthy value).
  const mine = await find({ where: { key: { remoteJid: jid, fromMe: true } } });
  assert.deepEqual(
    mine.body.messages.records.map((r) => r.message.conversation),
    ['Obrigado! Horário confirmado.', 'Lembrete: amanhã às 14:30. Responda 1 para confirmar.'],
  );
  assert.equal((await find({ where: { key: { remoteJid: jid, fromMe: false } } })).body.messages.total, 3);
  // remoteJid is compared as given: the bare number matches nothing, as in Evolution.
  assert.equal((await find({ where: { key: { remoteJid: client } } })).body.messages.total, 0);

  // Pages: `offset` records a page (default 50), `page` from 1.
  const all = await find({});
  assert.deepEqual([all.body.messages.total, all.body.messages.pages], [4, 1]);
  const page2 = await find({ offset: 3, page: 2 });
  assert.deepEqual([page2.body.messages.total, page2.body.messages.pages, page2.body.messages.currentPage], [4, 2, 2]);
  assert.deepEqual(
    page2.body.messages.records.map((r) => r.message.conversation),
    ['Lembrete: amanhã às 14:30. Responda 1 para confirmar.'],
  );
  assert.equal((await find({ offset: 3, page: 3 })).body.messages.records.length, 0);

  // The instance's own key reads its history; another instance's key or none is refused.
  assert.equal((await find({}, created.hash)).body.messages.total, 4);
  const other = await evolutionApi<Created>('/instance/create', {
    method: 'POST',
    body: { instanceName: `outra-${randomUUID()}` },
  });
  assert.equal((await find({}, other.body.hash)).status, 401);
  assert.equal((await find({}, null)).status, 401);
  const unknown = await evolutionApi(`/chat/findMessages/nao-existe-${randomUUID()}`, { method: 'POST', body: {} });
  assert.equal(unknown.status, 404);
});
