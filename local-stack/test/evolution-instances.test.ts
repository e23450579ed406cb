/**
 * The Evolution API v2 sandbox's instances, as the WhatsApp functions call them: the apikey, creating
 * one (the QR code, the agent flow's body), connecting it by a scan, the QR while closed, logging out
 * and deleting, unknown instances, a disconnected phone, and the list of instances.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DEMO_INSTANCE } from '../src/sandboxes/evolution/index.ts';
import { evolutionApi, evolutionControl, sentMessages } from './support/evolution.ts';
import { closeReceivers, type Created, type Qr, receiver, scan, waitFor } from './support/evolutionCalls.ts';

after(closeReceivers);

test('apikey is required; a wrong one is refused', async () => {
  assert.equal((await evolutionApi('/instance/fetchInstances', { key: null })).status, 401);
  const wrong = await evolutionApi('/instance/fetchInstances', { key: 'errada' });
  assert.equal(wrong.status, 401);
  assert.deepEqual(wrong.body, { status: 401, error: 'Unauthorized', response: { message: ['Unauthorized'] } });
});

test('create: 201 with the hash and a QR code PNG; a duplicate name is refused', async () => {
  const name = `teste-${randomUUID()}`;
  const created = await evolutionApi<Created>('/instance/create', {
    method: 'POST',
    body: { instanceName: name, qrcode: true, integration: 'WHATSAPP-BAILEYS' },
  });
  assert.equal(created.status, 201);
  assert.equal(created.body.instance.instanceName, name);
  assert.equal(created.body.instance.status, 'connecting');
  assert.match(created.body.hash, /^[0-9A-F]{32}$/);
  assert.match(created.body.qrcode.base64, /^data:image\/png;base64,/);
  const png = Buffer.from(created.body.qrcode.base64.split(',')[1], 'base64');
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(created.body.qrcode.count, 1);

  const again = await evolutionApi('/instance/create', { method: 'POST', body: { instanceName: name, qrcode: true } });
  const empty = await evolutionApi('/instance/create', { method: 'POST', body: { instanceName: '', qrcode: true } });
  assert.deepEqual([empty.status, empty.body.response], [400, { message: ['The "instanceName" cannot be empty'] }]);
  assert.equal(again.status, 403);
  assert.deepEqual(again.body, {
    status: 403,
    error: 'Forbidden',
    response: { message: [`This name "${name}" is already in use.`] },
  });
});

test("create with the agent flow's body: Evolution's answer, the webhook kept, the old settings ignored", async () => {
  const name = `agente-${randomUUID()}`;
  const created = await evolutionApi<Record<string, unknown>>('/instance/create', {
    method: 'POST',
    body: {
      instanceName: name,
      qrcode: true,
      integration: 'WHATSAPP-BAILEYS',
      webhook: { url: 'http://127.0.0.1:9/whatsapp', enabled: true, events: ['MESSAGES_UPSERT', 'CONNECTION_UPDATE'] },
      settings: {
        reconnectTimeout: 30000,
        qrMaxRetries: 10,
        webhook: { queue: 100 },
        qrcode: { quality: 1, maxRetries: 10 },
      },
      rejectCall: true,
      msgCall: 'Não atendemos ligações.',
    },
  });
  assert.equal(created.status, 201);
  assert.deepEqual(created.body.webhook, {
    webhookUrl: 'http://127.0.0.1:9/whatsapp',
    webhookByEvents: false,
    webhookBase64: false,
  });
  assert.deepEqual(created.body.settings, {
    rejectCall: true,
    msgCall: 'Não atendemos ligações.',
    groupsIgnore: false,
    alwaysOnline: false,
    readMessages: false,
    readStatus: false,
    syncFullHistory: false,
  });
  assert.deepEqual(
    [created.body.websocket, created.body.rabbitmq, created.body.sqs],
    [{ enabled: false }, { enabled: false }, { enabled: false }],
  );
  const found = await evolutionApi<{ url: string; enabled: boolean; events: string[] }>(`/webhook/find/${name}`);
  assert.deepEqual(
    [found.body.url, found.body.enabled, found.body.events],
    ['http://127.0.0.1:9/whatsapp', true, ['MESSAGES_UPSERT', 'CONNECTION_UPDATE']],
  );

  // A QR on screen can be dropped with logout (as Evolution); a closed instance cannot be logged out.
  const logout = await evolutionApi(`/instance/logout/${name}`, { method: 'DELETE' });
  assert.equal(logout.status, 200);
  const state = await evolutionApi<{ instance: { state: string } }>(`/instance/connectionState/${name}`);
  assert.equal(state.body.instance.state, 'close');
  const again = await evolutionApi(`/instance/logout/${name}`, { method: 'DELETE' });
  assert.deepEqual(
    [again.status, again.body.response],
    [400, { message: [`The "${name}" instance is not connected`] }],
  );
  assert.equal((await evolutionApi(`/instance/delete/${name}`, { method: 'DELETE' })).status, 200);
});

test('connection: connecting → the phone scans → open; text only when open; logout and delete', async () => {
  const name = `fluxo-${randomUUID()}`;
  const hook = await receiver();
  const created = await evolutionApi<Created>('/instance/create', {
    method: 'POST',
    body: {
      instanceName: name,
      qrcode: true,
      webhook: { url: hook.url, enabled: true, events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE'] },
    },
  });
  assert.equal(created.status, 201);
  const state = () => evolutionApi<{ instance: { state: string } }>(`/instance/connectionState/${name}`);
  assert.equal((await state()).body.instance.state, 'connecting');

  const refused = await evolutionApi(`/message/sendText/${name}`, {
    method: 'POST',
    body: { number: '5511987654321', text: 'Oi' },
  });
  assert.equal(refused.status, 400);

  const scanned = await evolutionControl<{ state: string; number: string }>(`/instances/${name}/scan`, 'POST', {
    number: '5511912345678',
  });
  assert.equal(scanned.state, 'open');
  assert.equal((await state()).body.instance.state, 'open');
  const connect = await evolutionApi<{ instance: { state: string } }>(`/instance/connect/${name}`);
  assert.equal(connect.body.instance.state, 'open');
  await waitFor(() => hook.events.some((e) => e.event === 'connection.update'));
  assert.ok(hook.events.some((e) => e.event === 'qrcode.updated' && e.instance === name));

  // The instance's own hash works as its key, as in Evolution.
  const sent = await evolutionApi<{
    key: { remoteJid: string; fromMe: boolean };
    messageType: string;
    instanceId: string;
  }>(`/message/sendText/${name}`, {
    method: 'POST',
    key: created.body.hash,
    body: { number: '5511987654321', text: 'Olá!' },
  });
  assert.equal(sent.status, 201);
  assert.equal(sent.body.messageType, 'conversation');
  assert.equal(sent.body.instanceId, created.body.instance.instanceId);
  assert.deepEqual(sent.body.key.remoteJid, '5511987654321@s.whatsapp.net');
  assert.equal(sent.body.key.fromMe, true);
  const log = await sentMessages(name);
  assert.deepEqual(
    log.map((m) => [m.number, m.text]),
    [['5511987654321', 'Olá!']],
  );

  const badNumber = await evolutionApi<{ response: { message: Array<{ exists: boolean }> } }>(
    `/message/sendText/${name}`,
    {
      method: 'POST',
      body: { number: '123', text: 'Oi' },
    },
  );
  assert.equal(badNumber.status, 400);
  assert.equal(badNumber.body.response.message[0].exists, false);

  const logout = await evolutionApi(`/instance/logout/${name}`, { method: 'DELETE' });
  assert.deepEqual(logout.body, { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } });
  assert.equal((await state()).body.instance.state, 'close');
  const deleted = await evolutionApi(`/instance/delete/${name}`, { method: 'DELETE' });
  assert.deepEqual(deleted.body, { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } });
  const gone = await state();
  assert.equal(gone.status, 404);
  assert.deepEqual(gone.body, {
    status: 404,
    error: 'Not Found',
    response: { message: [`The "${name}" instance does not exist`] },
  });
});

test('a closed instance: connect makes the QR, polling shows the same one, the phone scans only a QR on screen', async () => {
  const name = `conectar-${randomUUID()}`;
  const created = await evolutionApi<{ instance: { status: string }; qrcode: { count: number } }>('/instance/create', {
    method: 'POST',
    body: { instanceName: name, integration: 'WHATSAPP-BAILEYS' },
  });
  assert.equal(created.status, 201);
  assert.equal(created.body.instance.status, 'close');
  assert.equal(created.body.qrcode.count, 0);
  const state = async () =>
    (await evolutionApi<{ instance: { state: string } }>(`/instance/connectionState/${name}`)).body.instance.state;
  assert.equal(await state(), 'close');
  assert.equal((await scan(name)).status, 409, 'nothing on screen to scan yet');

  const first = await evolutionApi<Qr>(`/instance/connect/${name}`);
  assert.equal(first.status, 200);
  assert.equal(first.body.count, 1);
  assert.match(first.body.code, /^2@/);
  assert.match(first.body.base64, /^data:image\/png;base64,iVBORw0KGgo/);
  assert.equal(await state(), 'connecting');
  const polled = await evolutionApi<Qr>(`/instance/connect/${name}`);
  assert.deepEqual(polled.body, first.body);

  const scanned = await scan(name, '(11) 98888-7777');
  assert.equal(scanned.status, 200);
  assert.deepEqual(await scanned.json(), { instanceName: name, state: 'open', number: '11988887777' });
  assert.equal(await state(), 'open');
  assert.deepEqual((await evolutionApi(`/instance/connect/${name}`)).body, {
    instance: { instanceName: name, state: 'open' },
  });
  assert.equal((await scan(name)).status, 409, 'already connected');
});

test('an unknown instance answers 404 on every instance route', async () => {
  const name = `nao-existe-${randomUUID()}`;
  const expected = {
    status: 404,
    error: 'Not Found',
    response: { message: [`The "${name}" instance does not exist`] },
  };
  const calls: Array<[string, string, unknown?]> = [
    ['GET', `/instance/connect/${name}`],
    ['GET', `/instance/connectionState/${name}`],
    ['DELETE', `/instance/logout/${name}`],
    ['DELETE', `/instance/delete/${name}`],
    ['POST', `/webhook/set/${name}`, { webhook: { enabled: true, url: 'http://127.0.0.1:9/x', events: [] } }],
    ['POST', `/message/sendText/${name}`, { number: '5511987654321', text: 'Oi' }],
  ];
  for (const [method, p, body] of calls) {
    const res = await evolutionApi(p, { method, body });
    assert.equal(res.status, 404, `${method} ${p}`);
    assert.deepEqual(res.body, expected);
  }
  assert.equal((await scan(name)).status, 404);
});

test('a disconnected phone: the state is close and texts are refused', async () => {
  const name = `desconectado-${randomUUID()}`;
  await evolutionApi('/instance/create', { method: 'POST', body: { instanceName: name, qrcode: true } });
  await scan(name);
  await evolutionControl(`/instances/${name}/disconnect`, 'POST');
  const state = await evolutionApi<{ instance: { state: string } }>(`/instance/connectionState/${name}`);
  assert.deepEqual(state.body, { instance: { instanceName: name, state: 'close' } });
  const refused = await evolutionApi(`/message/sendText/${name}`, {
    method: 'POST',
    body: { number: '5511987654321', text: 'Oi' },
  });
  assert.equal(refused.status, 400);
  assert.deepEqual(refused.body, { status: 400, error: 'Bad Request', response: { message: ['Connection Closed'] } });
  assert.deepEqual(await sentMessages(name), []);
});

test('fetchInstances lists instances with their connection and number', async () => {
  const all =
    await evolutionApi<Array<{ name: string; connectionStatus: string; ownerJid: string | null; token: string }>>(
      '/instance/fetchInstances',
    );
  assert.equal(all.status, 200);
  const demo = all.body.find((i) => i.name === DEMO_INSTANCE.instanceName);
  assert.equal(demo?.connectionStatus, 'open');
  assert.equal(demo?.ownerJid, `${DEMO_INSTANCE.number}@s.whatsapp.net`);
  const one = await evolutionApi<unknown[]>(`/instance/fetchInstances?instanceName=${DEMO_INSTANCE.instanceName}`);
  assert.equal(one.body.length, 1);
});
