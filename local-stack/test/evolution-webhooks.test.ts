/**
 * The Evolution API v2 sandbox's webhooks, as the WhatsApp functions set them and receive them:
 * webhook/set's v2 body, and the deliveries (in order, in Evolution's shape, retried after a failure,
 * only the subscribed events, per-event paths).
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { evolutionApi, evolutionControl } from './support/evolution.ts';
import { closeReceivers, type Created, type Qr, receiver, scan, waitFor } from './support/evolutionCalls.ts';

after(closeReceivers);

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
