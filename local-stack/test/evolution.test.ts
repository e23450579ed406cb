/** The Evolution API v2 sandbox's contract (PROVIDERS.md), as the WhatsApp functions call it. */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { evolutionApi, evolutionControl, sentMessages } from './support/evolution.ts';

const servers: http.Server[] = [];
after(() => servers.forEach((s) => s.close()));

/** A webhook receiver on a free local port, recording what it gets. */
async function receiver(): Promise<{ url: string; events: Array<{ event: string; instance: string; data: unknown }> }> {
  const events: Array<{ event: string; instance: string; data: unknown }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      events.push(JSON.parse(body));
      res.end('ok');
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`, events };
}

const waitFor = async (probe: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!probe()) {
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
  assert.equal(again.status, 403);
  assert.deepEqual(again.body, { status: 403, error: 'Forbidden', response: { message: [`This name "${name}" is already in use.`] } });
});

test('connection: connecting → the phone scans → open; text only when open; logout and delete', async () => {
  const name = `fluxo-${randomUUID()}`;
  const hook = await receiver();
  const created = await evolutionApi<Created>('/instance/create', {
    method: 'POST',
    body: { instanceName: name, qrcode: true, webhook: { url: hook.url, enabled: true, events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE'] } },
  });
  assert.equal(created.status, 201);
  const state = () => evolutionApi<{ instance: { state: string } }>(`/instance/connectionState/${name}`);
  assert.equal((await state()).body.instance.state, 'connecting');

  const refused = await evolutionApi(`/message/sendText/${name}`, { method: 'POST', body: { number: '5511987654321', text: 'Oi' } });
  assert.equal(refused.status, 400);

  const scanned = await evolutionControl<{ state: string; number: string }>(`/instances/${name}/scan`, 'POST', { number: '5511912345678' });
  assert.equal(scanned.state, 'open');
  assert.equal((await state()).body.instance.state, 'open');
  const connect = await evolutionApi<{ instance: { state: string } }>(`/instance/connect/${name}`);
  assert.equal(connect.body.instance.state, 'open');
  await waitFor(() => hook.events.some((e) => e.event === 'connection.update'));
  assert.ok(hook.events.some((e) => e.event === 'qrcode.updated' && e.instance === name));

  // The instance's own hash works as its key, as in Evolution.
  const sent = await evolutionApi<{ key: { remoteJid: string; fromMe: boolean } }>(`/message/sendText/${name}`, {
    method: 'POST',
    key: created.body.hash,
    body: { number: '5511987654321', text: 'Olá!' },
  });
  assert.equal(sent.status, 201);
  assert.deepEqual(sent.body.key.remoteJid, '5511987654321@s.whatsapp.net');
  assert.equal(sent.body.key.fromMe, true);
  const log = await sentMessages(name);
  assert.deepEqual(log.map((m) => [m.number, m.text]), [['5511987654321', 'Olá!']]);

  const badNumber = await evolutionApi<{ response: { message: Array<{ exists: boolean }> } }>(`/message/sendText/${name}`, {
    method: 'POST',
    body: { number: '123', text: 'Oi' },
  });
  assert.equal(badNumber.status, 400);
  assert.equal(badNumber.body.response.message[0].exists, false);

  const logout = await evolutionApi(`/instance/logout/${name}`, { method: 'DELETE' });
  assert.deepEqual(logout.body, { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } });
  assert.equal((await state()).body.instance.state, 'close');
  const deleted = await evolutionApi(`/instance/delete/${name}`, { method: 'DELETE' });
  assert.deepEqual(deleted.body, { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } });
  const gone = await state();
  assert.equal(gone.status, 404);
  assert.deepEqual(gone.body, { status: 404, error: 'Not Found', response: { message: [`The "${name}" instance does not exist`] } });
});

test('webhook/set takes the nested v2 body and refuses a flat one', async () => {
  const name = `webhook-${randomUUID()}`;
  await evolutionApi('/instance/create', { method: 'POST', body: { instanceName: name } });
  const flat = await evolutionApi(`/webhook/set/${name}`, { method: 'POST', body: { url: 'http://127.0.0.1:9/x', enabled: true } });
  assert.equal(flat.status, 400);
  const nested = await evolutionApi(`/webhook/set/${name}`, {
    method: 'POST',
    body: { webhook: { enabled: true, url: 'http://127.0.0.1:9/x', byEvents: false, base64: false, events: ['MESSAGES_UPSERT'] } },
  });
  assert.equal(nested.status, 201);
  const found = await evolutionApi<{ url: string; events: string[] }>(`/webhook/find/${name}`);
  assert.equal(found.body.url, 'http://127.0.0.1:9/x');
  assert.deepEqual(found.body.events, ['MESSAGES_UPSERT']);
});

test("the demo clinic's seeded instance is connected", async () => {
  const demo = await evolutionApi<{ instance: { state: string } }>('/instance/connectionState/11111111-1111-4111-8111-111111111111');
  assert.equal(demo.body.instance.state, 'open');
});
