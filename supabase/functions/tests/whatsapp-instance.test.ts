/**
 * whatsapp-instance and whatsapp-webhook: the assistant setup's WhatsApp connection against the
 * Evolution sandbox — create with a QR, the phone's scan reaching the row through the gateway's
 * webhook, status, reconnect, delete, another customer kept out, the gateway's faults and time-outs,
 * and the webhook's secret.
 */
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionApi, evolutionControl } from 'local-stack/testing/evolution';
import { closeSql, newUser, raw, sql, stack, type TestUser } from 'local-stack/testing';

const QR_IMAGE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
/** What the browser may read of the row (api_key is not granted to it). */
const COLUMNS = 'instance_name,whatsapp_number,webhook_url,status';
const TIMEOUT_MS = Number(process.env.STACK_EVOLUTION_TIMEOUT_MS ?? 3000);

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
}

async function act(user: TestUser | null, action: unknown, token = user?.accessToken): Promise<Answer> {
  const res = await raw('/functions/v1/whatsapp-instance', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function ownRow(user: TestUser) {
  const { data, error } = await user.client.from('whatsapp_instances').select(COLUMNS).eq('user_id', user.id);
  assert.equal(error, null);
  return (data as Array<Record<string, string | null>>)[0] ?? null;
}

async function agentWhatsapp(user: TestUser) {
  const { data, error } = await user.client.from('agent_configs').select('whatsapp').eq('user_id', user.id).single();
  assert.equal(error, null);
  return (data as { whatsapp: { status: string; webhook_url: string | null } }).whatsapp;
}

/** Polls `check` until it passes (the gateway's webhook is delivered asynchronously). */
async function eventually(check: () => Promise<void>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Waits until the gateway delivered every event of the instance queued so far. */
async function deliveriesDone(name: string): Promise<void> {
  await eventually(async () => {
    const log = await evolutionControl<Array<{ instance: string; status: number | null }>>('/webhooks');
    const mine = log.filter((d) => d.instance === name);
    assert.ok(
      mine.every((d) => d.status === 200),
      JSON.stringify(mine),
    );
  });
}

const scan = (name: string, number: string) =>
  evolutionControl<{ state: string; number: string }>(`/instances/${name}/scan`, 'POST', { number });
const gatewayState = async (name: string) =>
  evolutionApi<{ instance?: { state: string } }>(`/instance/connectionState/${name}`);
const fault = (body: Record<string, unknown>) => evolutionControl('/faults', 'POST', body);

async function postEvent(body: unknown, token: string | null) {
  const res = await fetch(`${stack.url}/functions/v1/whatsapp-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-webhook-token': token }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The secret the function set on the instance's webhook, as the gateway keeps it. */
async function webhookOf(name: string) {
  const found = await evolutionApi<{ url: string; headers: Record<string, string>; events: string[] }>(
    `/webhook/find/${name}`,
  );
  assert.equal(found.status, 200);
  return found.body;
}

afterEach(() => evolutionControl('/faults', 'DELETE'));
after(closeSql);

test('create → QR → scan (webhook) → connected → reconnect → new QR → delete', async () => {
  const owner = await newUser({}, 'wa-dono');
  const name = owner.id.toLowerCase();

  const created = await act(owner, 'create');
  assert.equal(created.status, 200, JSON.stringify(created.body));
  assert.equal(created.body.status, 'connecting');
  assert.equal(created.body.instanceId, name);
  const qr = created.body.qrcode as { code: string; base64: string };
  assert.match(qr.base64, QR_IMAGE);
  assert.ok(qr.code.length > 10);
  assert.deepEqual(Object.keys(created.body).sort(), ['instanceId', 'qrcode', 'status']);

  // The row: the browser reads it (RLS, named columns); the key is the instance's hash at the gateway.
  const webhookUrl = `${stack.url}/functions/v1/whatsapp-webhook`;
  assert.deepEqual(await ownRow(owner), {
    instance_name: name,
    whatsapp_number: null,
    webhook_url: webhookUrl,
    status: 'connecting',
  });
  const listed = await evolutionApi<Array<{ token: string }>>(`/instance/fetchInstances?instanceName=${name}`);
  const [{ api_key }] = await sql<{ api_key: string }>(
    'select api_key from public.whatsapp_instances where user_id = $1',
    [owner.id],
  );
  assert.equal(api_key, listed.body[0].token);
  const { error: keyError } = await owner.client.from('whatsapp_instances').select('api_key');
  assert.ok(keyError, 'api_key is not readable from the browser');

  // The instance's webhook: the product's endpoint, the secret header, messages and connection events.
  const hook = await webhookOf(name);
  assert.equal(hook.url, webhookUrl);
  assert.ok(hook.headers['x-webhook-token']);
  for (const e of ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT']) assert.ok(hook.events.includes(e), e);

  const polled = await act(owner, 'status');
  assert.deepEqual(polled.body, { status: 'connecting', instanceId: name, number: null });
  // The QR on screen, while the browser polls it.
  const again = await act(owner, 'qrcode');
  assert.equal(again.body.status, 'connecting');
  assert.equal((again.body.qrcode as { code: string }).code, qr.code);

  // The phone scans: the gateway's connection.update reaches the webhook, which records the number
  // without anyone polling the status action.
  await scan(name, '5511912345678');
  await eventually(async () => {
    assert.deepEqual(await ownRow(owner), {
      instance_name: name,
      whatsapp_number: '5511912345678',
      webhook_url: webhookUrl,
      status: 'connected',
    });
  });
  // The assistant's copy of the state is written after the instance's row: read it once it is there.
  await eventually(async () => {
    assert.deepEqual(await agentWhatsapp(owner), { status: 'connected', webhook_url: webhookUrl });
  });
  const deliveries = await evolutionControl<Array<{ event: string; instance: string; status: number }>>('/webhooks');
  const mine = deliveries.filter((d) => d.instance === name && d.event === 'connection.update');
  assert.ok(mine.length >= 1 && mine.every((d) => d.status === 200));

  const connected = await act(owner, 'status');
  assert.deepEqual(connected.body, { status: 'connected', instanceId: name, number: '5511912345678' });
  // Connecting twice is not an error: the instance is there and open.
  const recreated = await act(owner, 'create');
  assert.equal(recreated.status, 200);
  assert.deepEqual(recreated.body, { status: 'connected', instanceId: name, qrcode: null });
  assert.equal((await ownRow(owner))!.whatsapp_number, '5511912345678');

  // Reconnect: the phone is logged out and a new QR shows.
  const reconnected = await act(owner, 'reconnect');
  assert.equal(reconnected.status, 200, JSON.stringify(reconnected.body));
  assert.equal(reconnected.body.status, 'connecting');
  const newQr = reconnected.body.qrcode as { code: string; base64: string };
  assert.match(newQr.base64, QR_IMAGE);
  assert.notEqual(newQr.code, qr.code);
  // The gateway's 'close' and then its new QR reach the webhook too; the row ends where the action left it.
  await deliveriesDone(name);
  const row = await ownRow(owner);
  assert.equal(row!.status, 'connecting');
  assert.equal(row!.whatsapp_number, null);
  assert.equal((await agentWhatsapp(owner)).status, 'connecting');
  // The status action alone also sees the phone connect (polling, as the widget does every 7 s).
  await scan(name, '5511923456789');
  await eventually(async () => {
    const answer = await act(owner, 'status');
    assert.deepEqual(answer.body, { status: 'connected', instanceId: name, number: '5511923456789' });
  });

  const deleted = await act(owner, 'delete');
  assert.equal(deleted.status, 200);
  assert.deepEqual(deleted.body, { status: 'disconnected' });
  assert.equal((await gatewayState(name)).status, 404);
  assert.equal(await ownRow(owner), null);
  assert.deepEqual(await agentWhatsapp(owner), { status: 'disconnected', webhook_url: null });
  assert.deepEqual((await act(owner, 'status')).body, { status: 'disconnected', instanceId: name, number: null });
  assert.deepEqual((await act(owner, 'qrcode')).body, { status: 'disconnected', qrcode: null });
  // Already gone counts as done; the gateway's last 'close' for the deleted instance changes nothing.
  assert.deepEqual((await act(owner, 'delete')).body, { status: 'disconnected' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(await ownRow(owner), null);
});

test('another customer neither sees the row nor touches the instance', async () => {
  const owner = await newUser({}, 'wa-dona');
  const other = await newUser({}, 'wa-outro');
  const name = owner.id.toLowerCase();
  assert.equal((await act(owner, 'create')).status, 200);
  await scan(name, '5521987651234');
  await eventually(async () => assert.equal((await ownRow(owner))!.status, 'connected'));

  const { data: seen } = await other.client.from('whatsapp_instances').select(COLUMNS);
  assert.deepEqual(seen, []);
  // The actions act on the caller's own instance only, whatever the body says.
  assert.deepEqual((await act(other, 'status')).body, { status: 'disconnected', instanceId: other.id, number: null });
  assert.deepEqual((await act(other, 'delete')).body, { status: 'disconnected' });
  const res = await raw('/functions/v1/whatsapp-instance', {
    method: 'POST',
    token: other.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'reconnect', instanceName: name, instanceId: name }),
  });
  assert.equal(res.status, 200);
  assert.equal((await gatewayState(name)).body.instance?.state, 'open');
  assert.equal((await ownRow(owner))!.status, 'connected');
  assert.equal((await ownRow(owner))!.whatsapp_number, '5521987651234');
  // The other customer got an instance of their own (reconnect with none creates one).
  assert.equal((await ownRow(other))!.instance_name, other.id);
  await act(other, 'delete');
  await act(owner, 'delete');
});

test('a signed-out caller, a bad body and an unknown action are refused', async () => {
  const user = await newUser({}, 'wa-pedido');
  // The anon key is a valid JWT but no user: the function's own check answers.
  const anon = await act(null, 'status', stack.anonKey);
  assert.equal(anon.status, 401);
  assert.deepEqual(anon.body.error, { code: 'unauthorized', message: 'Usuário não autenticado' });
  const unknown = await act(user, 'explodir');
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.error!.code, 'invalid_action');
  const notJson = await raw('/functions/v1/whatsapp-instance', {
    method: 'POST',
    token: user.accessToken,
    body: 'action=create',
  });
  assert.equal(notJson.status, 400);
});

test("the gateway's errors answer 502 with the widget's messages and leave no row behind", async () => {
  const user = await newUser({}, 'wa-falha');
  const name = user.id.toLowerCase();
  await fault({ path: '/instance/create', status: 500 });
  const create = await act(user, 'create');
  assert.equal(create.status, 502);
  assert.deepEqual(create.body.error, {
    code: 'create_failed',
    message: 'Erro ao criar instância do WhatsApp. Tente novamente.',
  });
  assert.equal(await ownRow(user), null);

  assert.equal((await act(user, 'create')).status, 200);
  await fault({ path: '/instance/connectionState', status: 503 });
  const status = await act(user, 'status');
  assert.equal(status.status, 502);
  assert.deepEqual(status.body.error, { code: 'status_failed', message: 'Erro ao verificar status da conexão' });
  assert.equal((await ownRow(user))!.status, 'connecting', 'a failed check changes nothing');

  await fault({ path: '/instance/connect', status: 502 });
  const reconnect = await act(user, 'reconnect');
  assert.equal(reconnect.status, 502);
  assert.deepEqual(reconnect.body.error, {
    code: 'reconnect_failed',
    message: 'Erro ao reconectar WhatsApp. Tente novamente.',
  });
  await fault({ path: '/instance/connect', status: 500 });
  const qr = await act(user, 'qrcode');
  assert.equal(qr.status, 502);
  assert.deepEqual(qr.body.error, {
    code: 'qrcode_failed',
    message: 'Não foi possível gerar o QR Code. Tente reconectar.',
  });

  await fault({ path: '/instance/delete', status: 500 });
  const del = await act(user, 'delete');
  assert.equal(del.status, 502);
  assert.deepEqual(del.body.error, { code: 'delete_failed', message: 'Falha ao deletar instância' });
  assert.ok(await ownRow(user), 'the row stays while the instance exists at the gateway');
  assert.equal((await act(user, 'delete')).status, 200);
  assert.equal((await gatewayState(name)).status, 404);
});

test("a slow gateway answers 504 'Tempo limite excedido ao …'; creating again picks the instance up", async () => {
  const user = await newUser({}, 'wa-lento');
  const name = user.id.toLowerCase();
  // The gateway creates the instance but answers after the function gave up.
  await fault({ path: '/instance/create', delayMs: TIMEOUT_MS + 1500 });
  const slow = await act(user, 'create');
  assert.equal(slow.status, 504);
  assert.deepEqual(slow.body.error, { code: 'gateway_timeout', message: 'Tempo limite excedido ao criar instância' });
  assert.equal(await ownRow(user), null);
  assert.equal((await gatewayState(name)).body.instance?.state, 'connecting');

  // Trying again: the name is in use at the gateway, so the QR on screen is asked for instead.
  const retry = await act(user, 'create');
  assert.equal(retry.status, 200, JSON.stringify(retry.body));
  assert.equal(retry.body.status, 'connecting');
  assert.match((retry.body.qrcode as { base64: string }).base64, QR_IMAGE);
  const listed = await evolutionApi<Array<{ token: string }>>(`/instance/fetchInstances?instanceName=${name}`);
  const [{ api_key }] = await sql<{ api_key: string }>(
    'select api_key from public.whatsapp_instances where user_id = $1',
    [user.id],
  );
  assert.equal(api_key, listed.body[0].token);

  await fault({ path: '/instance/connectionState', delayMs: TIMEOUT_MS + 1500 });
  const status = await act(user, 'status');
  assert.equal(status.status, 504);
  assert.equal(status.body.error!.message, 'Tempo limite excedido ao verificar status');
  assert.equal((await act(user, 'delete')).status, 200);
});

test('a customer without an agent row yet is connected all the same (the agent mirror is skipped)', async () => {
  const user = await newUser({}, 'wa-sem-agente');
  await sql('delete from public.agent_configs where user_id = $1', [user.id]);
  assert.equal((await act(user, 'create')).status, 200);
  await scan(user.id, '5531988887777');
  await eventually(async () => assert.equal((await ownRow(user))!.status, 'connected'));
  assert.deepEqual((await act(user, 'status')).body, {
    status: 'connected',
    instanceId: user.id,
    number: '5531988887777',
  });
  // Created later by the browser, the agent row catches up on the next status check.
  const { error } = await user.client.from('agent_configs').insert({ user_id: user.id });
  assert.equal(error, null);
  await act(user, 'status');
  assert.equal((await agentWhatsapp(user)).status, 'connected');
  assert.equal((await act(user, 'delete')).status, 200);
});

test('the webhook wants its secret, ignores other events, and applying an event twice changes nothing', async () => {
  const user = await newUser({}, 'wa-webhook');
  const name = user.id.toLowerCase();
  assert.equal((await act(user, 'create')).status, 200);
  await deliveriesDone(name); // the gateway's own qrcode.updated of the creation
  const secret = (await webhookOf(name)).headers['x-webhook-token'];
  const [{ api_key }] = await sql<{ api_key: string }>(
    'select api_key from public.whatsapp_instances where user_id = $1',
    [user.id],
  );
  const open = {
    event: 'connection.update',
    instance: name,
    data: { instance: name, state: 'open', wuid: '5541977776666:3@s.whatsapp.net', statusReason: 200 },
    apikey: api_key,
  };

  assert.equal((await postEvent(open, 'segredo-errado')).status, 401);
  assert.equal((await postEvent(open, null)).status, 401);
  assert.equal((await ownRow(user))!.status, 'connecting');

  const first = await postEvent(open, secret);
  assert.deepEqual(first.body, { received: true, outcome: 'applied' });
  const [before] = await sql<{ updated_at: Date }>(
    'select updated_at from public.whatsapp_instances where user_id = $1',
    [user.id],
  );
  assert.deepEqual(await postEvent(open, secret), first);
  const [afterRow] = await sql<{ updated_at: Date; status: string; whatsapp_number: string }>(
    'select updated_at, status, whatsapp_number from public.whatsapp_instances where user_id = $1',
    [user.id],
  );
  assert.equal(afterRow.status, 'connected');
  assert.equal(afterRow.whatsapp_number, '5541977776666');
  assert.equal(afterRow.updated_at.getTime(), before.updated_at.getTime(), 'the repeat wrote nothing');

  const message = { event: 'messages.upsert', instance: name, data: { key: { id: 'X' } }, apikey: api_key };
  assert.deepEqual((await postEvent(message, secret)).body, { received: true, outcome: 'ignored' });
  // An instance we do not have, or an event of an earlier instance with the same name (another key):
  // refused, as any delivery without the instance's own secret and key (whatsapp-webhook-secrets.test.ts).
  const unknown = { ...open, instance: 'instancia-que-nao-existe' };
  assert.equal((await postEvent(unknown, secret)).status, 401);
  const stale = { ...open, data: { instance: name, state: 'close' }, apikey: 'CHAVE-ANTIGA' };
  assert.equal((await postEvent(stale, secret)).status, 401);
  // A QR delivered late (after the phone connected) does not bring the row back to connecting.
  const lateQr = { event: 'qrcode.updated', instance: name, data: { qrcode: { instance: name } }, apikey: api_key };
  assert.deepEqual((await postEvent(lateQr, secret)).body, { received: true, outcome: 'stale' });
  assert.equal((await ownRow(user))!.status, 'connected');

  const close = {
    event: 'CONNECTION_UPDATE',
    instance: name,
    data: { instance: name, state: 'close' },
    apikey: api_key,
  };
  assert.deepEqual((await postEvent(close, secret)).body, { received: true, outcome: 'applied' });
  assert.equal((await ownRow(user))!.status, 'disconnected');
  assert.equal((await agentWhatsapp(user)).status, 'disconnected');
  const qr = {
    event: 'qrcode.updated',
    instance: name,
    data: { qrcode: { instance: name, code: 'x' } },
    apikey: api_key,
  };
  assert.deepEqual((await postEvent(qr, secret)).body, { received: true, outcome: 'applied' });
  assert.equal((await ownRow(user))!.status, 'connecting');
  assert.equal((await postEvent({ hello: 'world' }, secret)).status, 400);
  assert.equal((await act(user, 'delete')).status, 200);
});
