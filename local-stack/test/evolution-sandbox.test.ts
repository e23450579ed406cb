/**
 * The Evolution API v2 sandbox itself: the demo clinic's seeded instance (connected, its hash as its
 * key, its webhook the stack's whatsapp-webhook), faults injected and cleared, and what a data folder
 * keeps across a restart.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createEvolutionSandbox, DEMO_INSTANCE } from '../src/sandboxes/evolution/index.ts';
import { evolutionApi, evolutionControl, evolutionSandbox } from './support/evolution.ts';
import { closeReceivers, type Created, receive, waitFor } from './support/evolutionCalls.ts';

after(closeReceivers);

test("the demo clinic's seeded instance is connected", async () => {
  const demo = await evolutionApi<{ instance: { state: string } }>(
    '/instance/connectionState/11111111-1111-4111-8111-111111111111',
  );
  assert.equal(demo.body.instance.state, 'open');
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
