/** The Evolution API v2 sandbox's contract, as the WhatsApp functions call it. */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createEvolutionSandbox, DEMO_INSTANCE } from '../src/sandboxes/evolution/index.ts';
import { evolutionApi, evolutionControl, evolutionSandbox, sentMessages } from './support/evolution.ts';

const servers: http.Server[] = [];
after(() => servers.forEach((s) => s.close()));

interface Delivery {
  event: string;
  instance: string;
  data: Record<string, unknown>;
  server_url: string;
  apikey: string;
}

/** A webhook receiver on a free local port, recording what it gets (paths too); the first `failFirst` answers are 500. */
async function receiver(failFirst = 0): Promise<{ url: string; events: Delivery[]; paths: string[]; hits: number }> {
  const got = { url: '', events: [] as Delivery[], paths: [] as string[], hits: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.hits += 1;
      if (got.hits <= failFirst) {
        res.statusCode = 500;
        res.end('falhou');
        return;
      }
      got.paths.push(req.url ?? '');
      got.events.push(JSON.parse(body) as Delivery);
      res.end('ok');
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  got.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  return got;
}

const waitFor = async (probe: () => boolean | Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

interface Created {
  instance: { instanceName: string; instanceId: string; status: string };
  hash: string;
  qrcode: { code: string; base64: string; count: number };
}

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

test('webhook/set takes the nested v2 body and refuses a flat one, unknown events and a missing URL', async () => {
  const name = `webhook-${randomUUID()}`;
  await evolutionApi('/instance/create', { method: 'POST', body: { instanceName: name } });
  const set = (body: unknown) =>
    evolutionApi<Record<string, unknown> & { response: { message: string[] } }>(`/webhook/set/${name}`, {
      method: 'POST',
      body,
    });
  const flat = await set({ url: 'http://127.0.0.1:9/x', enabled: true });
  assert.deepEqual([flat.status, flat.body.response.message], [400, ['instance requires property "webhook"']]);
  const noFlag = await set({ webhook: { url: 'http://127.0.0.1:9/x' } });
  assert.deepEqual([noFlag.status, noFlag.body.response.message], [400, ['webhook requires property "enabled"']]);
  const noUrl = await set({ webhook: { enabled: true, events: [] } });
  assert.deepEqual(
    [noUrl.status, noUrl.body.response.message],
    [400, ['The "url" cannot be empty when webhook is enabled']],
  );
  // The original client's "messages" and "status" are not Evolution events.
  const unknown = await set({
    webhook: { enabled: true, url: 'http://127.0.0.1:9/x', events: ['MESSAGES_UPSERT', 'status'] },
  });
  assert.equal(unknown.status, 400);
  assert.match(
    unknown.body.response.message[0],
    /^webhook\.events\[1\] is not one of enum values: APPLICATION_STARTUP,QRCODE_UPDATED,/,
  );

  const nested = await set({
    webhook: {
      enabled: true,
      url: 'http://127.0.0.1:9/x',
      byEvents: false,
      base64: false,
      events: ['MESSAGES_UPSERT'],
    },
  });
  assert.equal(nested.status, 201);
  const record = nested.body;
  assert.deepEqual(
    { ...record, id: typeof record.id, createdAt: typeof record.createdAt, updatedAt: typeof record.updatedAt },
    {
      id: 'string',
      url: 'http://127.0.0.1:9/x',
      headers: {},
      enabled: true,
      events: ['MESSAGES_UPSERT'],
      webhookByEvents: false,
      webhookBase64: false,
      createdAt: 'string',
      updatedAt: 'string',
      instanceId: (await evolutionApi<Array<{ id: string }>>(`/instance/fetchInstances?instanceName=${name}`)).body[0]
        .id,
    },
  );
  const found = await evolutionApi<{ id: string; url: string; events: string[] }>(`/webhook/find/${name}`);
  assert.deepEqual(
    [found.body.id, found.body.url, found.body.events],
    [record.id, 'http://127.0.0.1:9/x', ['MESSAGES_UPSERT']],
  );

  // Enabled with no events: every event; disabled: the URL kept, no events. The record keeps its id.
  const all = await set({ webhook: { enabled: true, url: 'http://127.0.0.1:9/y', events: [] } });
  assert.equal(all.body.id, record.id);
  assert.ok(
    (all.body.events as string[]).includes('SEND_MESSAGE') &&
      (all.body.events as string[]).includes('CONNECTION_UPDATE'),
  );
  const off = await set({ webhook: { enabled: false, url: 'http://127.0.0.1:9/y', events: ['CONNECTION_UPDATE'] } });
  assert.deepEqual([off.body.enabled, off.body.url, off.body.events], [false, 'http://127.0.0.1:9/y', []]);
});

test("the demo clinic's seeded instance is connected", async () => {
  const demo = await evolutionApi<{ instance: { state: string } }>(
    '/instance/connectionState/11111111-1111-4111-8111-111111111111',
  );
  assert.equal(demo.body.instance.state, 'open');
});

interface Qr {
  pairingCode: string | null;
  code: string;
  base64: string;
  count: number;
}

const scan = (name: string, number?: string) =>
  fetch(`${evolutionSandbox.url}/_control/instances/${name}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(number ? { number } : {}),
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

test("deliveries: in order, in Evolution's shape, retried after a failure, only subscribed events, per-event paths", async () => {
  const hook = await receiver(1); // the first attempt fails: delivered on the retry
  const name = `entregas-${randomUUID()}`;
  const created = await evolutionApi<Created>('/instance/create', {
    method: 'POST',
    body: {
      instanceName: name,
      qrcode: true,
      webhook: { url: hook.url, enabled: true, events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'SEND_MESSAGE'] },
    },
  });
  assert.equal((await scan(name, '5511977776666')).status, 200);
  const sent = await evolutionApi(`/message/sendText/${name}`, {
    method: 'POST',
    body: { number: '5521998765432', text: 'Até amanhã!' },
  });
  assert.equal(sent.status, 201);
  await waitFor(() => hook.events.length >= 3);
  assert.deepEqual(
    hook.events.map((e) => e.event),
    ['qrcode.updated', 'connection.update', 'send.message'],
  );
  assert.equal(hook.hits, 4);
  for (const e of hook.events) {
    assert.equal(e.instance, name);
    assert.equal(e.apikey, created.body.hash);
    assert.match(e.server_url, /\/sandbox\/evolution$/);
  }
  const [qr, open, message] = hook.events.map((e) => e.data);
  assert.match((qr.qrcode as Qr).base64, /^data:image\/png;base64,/);
  assert.equal(open.state, 'open');
  assert.equal(open.wuid, '5511977776666@s.whatsapp.net');
  const key = message.key as { remoteJid: string; fromMe: boolean; id: string };
  assert.equal(key.remoteJid, '5521998765432@s.whatsapp.net');
  assert.equal(key.fromMe, true);
  assert.deepEqual(message.message, { conversation: 'Até amanhã!' });

  // byEvents: each event to `${url}/${event-name}`; only CONNECTION_UPDATE subscribed.
  const perEvent = await receiver();
  const set = await evolutionApi(`/webhook/set/${name}`, {
    method: 'POST',
    body: {
      webhook: { enabled: true, url: perEvent.url, byEvents: true, base64: false, events: ['CONNECTION_UPDATE'] },
    },
  });
  assert.equal(set.status, 201);
  const down = await evolutionControl<{ state: string }>(`/instances/${name}/disconnect`, 'POST');
  assert.equal(down.state, 'close');
  await evolutionApi(`/instance/connect/${name}`); // a QR: not subscribed
  await waitFor(() => perEvent.events.length >= 1);
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(perEvent.paths, ['/hook/connection-update']);
  assert.equal(perEvent.events[0].data.state, 'close');

  // A disabled webhook gets nothing.
  await evolutionApi(`/webhook/set/${name}`, {
    method: 'POST',
    body: { webhook: { enabled: false, url: perEvent.url, events: [] } },
  });
  assert.equal((await scan(name)).status, 200);
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(perEvent.events.length, 1);
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

test('faults: the next calls answer a 5xx or late, then the gateway is back; DELETE clears them', async () => {
  const p = `/instance/connectionState/${DEMO_INSTANCE.instanceName}`;
  const call = () => fetch(`${evolutionSandbox.url}${p}`, { headers: { apikey: evolutionSandbox.apiKey } });
  try {
    await evolutionControl('/faults', 'POST', {
      method: 'GET',
      path: '/instance/connectionState',
      status: 503,
      times: 2,
    });
    assert.equal((await call()).status, 503);
    assert.equal((await call()).status, 503);
    assert.equal((await call()).status, 200);

    await evolutionControl('/faults', 'POST', { path: '/instance/connectionState', delayMs: 400 });
    const started = Date.now();
    assert.equal((await call()).status, 200);
    assert.ok(Date.now() - started >= 380, 'answered late');

    await evolutionControl('/faults', 'POST', { path: '/instance', status: 500, times: 5 });
    await evolutionControl('/faults', 'DELETE');
    assert.equal((await call()).status, 200);
  } finally {
    await evolutionControl('/faults', 'DELETE');
  }
});

test("the demo clinic's own hash is its key, and only for its routes", async () => {
  const own = await evolutionApi(`/instance/connectionState/${DEMO_INSTANCE.instanceName}`, {
    key: DEMO_INSTANCE.hash,
  });
  assert.equal(own.status, 200);
  const name = `outra-${randomUUID()}`;
  const other = await evolutionApi<Created>('/instance/create', { method: 'POST', body: { instanceName: name } });
  const cross = await evolutionApi(`/instance/connectionState/${DEMO_INSTANCE.instanceName}`, { key: other.body.hash });
  assert.equal(cross.status, 401);
  // fetchInstances with an instance's own key lists that instance only (Evolution's guard).
  const listed = await evolutionApi<Array<{ name: string }>>('/instance/fetchInstances', { key: DEMO_INSTANCE.hash });
  assert.equal(listed.status, 200);
  assert.deepEqual(
    listed.body.map((i) => i.name),
    [DEMO_INSTANCE.instanceName],
  );
  assert.equal((await evolutionApi('/instance/fetchInstances', { key: 'nenhuma-instancia' })).status, 401);
});

test('a restarted sandbox keeps its instances and messages; the demo instance comes only with a fresh one', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evolution-sandbox-'));
  const dataFile = path.join(dir, 'evolution-sandbox.json');
  const options = {
    apiKey: 'chave-local',
    publicUrl: 'http://127.0.0.1:9/sandbox/evolution',
    dataFile,
    seedDemo: true,
  };
  type Sandbox = ReturnType<typeof createEvolutionSandbox>;
  const call = async (sb: Sandbox, method: string, p: string, body?: unknown) => {
    const res = await sb.handle(
      new Request(`http://sandbox${p}`, {
        method,
        headers: { apikey: 'chave-local', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  try {
    let sb = createEvolutionSandbox(options);
    assert.equal((await call(sb, 'POST', '/instance/create', { instanceName: 'persiste', qrcode: true })).status, 201);
    assert.equal(
      (await call(sb, 'POST', '/_control/instances/persiste/scan', { number: '5511966665555' })).status,
      200,
    );
    assert.equal(
      (await call(sb, 'POST', '/message/sendText/persiste', { number: '5511987654321', text: 'Oi' })).status,
      201,
    );
    assert.equal((await call(sb, 'DELETE', `/instance/delete/${DEMO_INSTANCE.instanceName}`)).status, 200);
    sb.close();

    sb = createEvolutionSandbox(options);
    const state = await call(sb, 'GET', '/instance/connectionState/persiste');
    assert.deepEqual(state.body, { instance: { instanceName: 'persiste', state: 'open' } });
    assert.equal((await call(sb, 'GET', `/instance/connectionState/${DEMO_INSTANCE.instanceName}`)).status, 404);
    const log = await sb.handle(new Request('http://sandbox/_control/messages?instance=persiste'));
    assert.equal(((await log.json()) as unknown[]).length, 1);
    sb.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

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

const receive = (name: string, body: unknown) =>
  fetch(`${evolutionSandbox.url}/_control/instances/${name}/receive`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

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

test("the demo number's webhook is the stack's whatsapp-webhook, with its token and events, as every instance's", async () => {
  const found = await evolutionApi<{
    url: string;
    enabled: boolean;
    events: string[];
    headers: Record<string, string>;
    webhookByEvents: boolean;
  }>(`/webhook/find/${DEMO_INSTANCE.instanceName}`);
  assert.equal(found.status, 200);
  assert.equal(found.body.url, `${process.env.STACK_URL}/functions/v1/whatsapp-webhook`);
  assert.equal(found.body.enabled, true);
  assert.equal(found.body.webhookByEvents, false);
  assert.deepEqual(found.body.events, [
    'QRCODE_UPDATED',
    'CONNECTION_UPDATE',
    'MESSAGES_UPSERT',
    'MESSAGES_UPDATE',
    'SEND_MESSAGE',
  ]);
  assert.deepEqual(Object.keys(found.body.headers), ['x-webhook-token']);

  // A client's message to the demo number reaches the function, whose token check lets it in.
  const res = await receive(DEMO_INSTANCE.instanceName, { from: '5521977776666', text: 'Olá, tudo bem?' });
  assert.equal(res.status, 200);
  interface Logged {
    event: string;
    url: string;
    status: number | null;
  }
  let delivery: Logged | undefined;
  await waitFor(async () => {
    const log = await evolutionControl<Logged[]>('/webhooks');
    delivery = log.filter((d) => d.event === 'messages.upsert' && d.url.endsWith('/whatsapp-webhook')).at(-1);
    return Boolean(delivery?.status);
  }, 60_000);
  assert.notEqual(delivery!.status, 401, 'the token header is accepted');
});

test('a data folder from before the demo webhook: the demo instance gets it; one it has is kept', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evolution-demo-webhook-'));
  const dataFile = path.join(dir, 'evolution-sandbox.json');
  const demoWebhook = {
    url: 'http://127.0.0.1:9/functions/v1/whatsapp-webhook',
    headers: { 'x-webhook-token': 'segredo' },
    events: ['MESSAGES_UPSERT', 'CONNECTION_UPDATE', 'QRCODE_UPDATED'],
  };
  const options = {
    apiKey: 'chave-local',
    publicUrl: 'http://127.0.0.1:9/sandbox/evolution',
    dataFile,
    seedDemo: true,
  };
  const webhookOf = async (sb: ReturnType<typeof createEvolutionSandbox>) => {
    const res = await sb.handle(
      new Request(`http://sandbox/webhook/find/${DEMO_INSTANCE.instanceName}`, { headers: { apikey: 'chave-local' } }),
    );
    return (await res.json()) as { url: string; headers: Record<string, string> } | null;
  };
  try {
    let sb = createEvolutionSandbox(options); // an older stack: no demo webhook
    assert.equal(await webhookOf(sb), null);
    sb.close();
    sb = createEvolutionSandbox({ ...options, demoWebhook });
    assert.deepEqual((await webhookOf(sb))?.headers, { 'x-webhook-token': 'segredo' });
    sb.close();
    sb = createEvolutionSandbox({ ...options, demoWebhook: { ...demoWebhook, url: 'http://127.0.0.1:9/outro' } });
    assert.equal((await webhookOf(sb))?.url, demoWebhook.url);
    sb.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
