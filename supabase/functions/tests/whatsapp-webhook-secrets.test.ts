/**
 * Per-instance webhook secrets: each WhatsApp instance's deliveries are accepted
 * only with THAT instance's own secret in `x-webhook-token` and its own key in the body's `apikey`.
 * Another instance's secret, the retired global token, a missing or wrong key and an unknown instance
 * are refused (401) and nothing is applied; the secret never reaches the browser; instances from
 * before (no secret at the gateway yet) get theirs when the owner opens the setup or the operator
 * runs `sync_webhooks`.
 */
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { evolutionApi, evolutionControl } from 'local-stack/testing/evolution';
import { closeSql, newUser, raw, sql, stack, type TestUser } from 'local-stack/testing';

/** The shared token every instance carried before (the local stack's default of the retired setting). */
const RETIRED_GLOBAL_TOKEN = 'local-whatsapp-webhook-token-atende-ai';

after(closeSql);
afterEach(() => evolutionControl('/faults', 'DELETE'));

async function act(user: TestUser, action: string) {
  const res = await raw('/functions/v1/whatsapp-instance', {
    method: 'POST',
    token: user.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function rowOf(user: TestUser) {
  const [row] = await sql<{
    instance_name: string;
    api_key: string | null;
    status: string;
    webhook_secret: string;
    webhook_synced_at: Date | null;
  }>(
    'select instance_name, api_key, status, webhook_secret, webhook_synced_at from public.whatsapp_instances where user_id = $1',
    [user.id],
  );
  return row;
}

/** The secret header on the instance's webhook, as the gateway holds it. */
async function gatewaySecret(name: string): Promise<string | undefined> {
  const found = await evolutionApi<{ headers: Record<string, string> } | null>(`/webhook/find/${name}`);
  assert.equal(found.status, 200);
  return found.body?.headers['x-webhook-token'];
}

/** A connection.update 'open' for `instance`, posted as the gateway would, with the given credentials. */
async function deliverOpen(instance: string, token: string | null, apikey: string | undefined) {
  const res = await fetch(`${stack.url}/functions/v1/whatsapp-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-webhook-token': token }) },
    body: JSON.stringify({
      event: 'connection.update',
      instance,
      data: { instance, state: 'open', wuid: '5541977776666:3@s.whatsapp.net', statusReason: 200 },
      ...(apikey === undefined ? {} : { apikey }),
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** An owner whose instance was created through whatsapp-instance (a QR on screen, status connecting). */
async function ownerWithInstance(prefix: string) {
  const owner = await newUser({}, prefix);
  assert.equal((await act(owner, 'create')).status, 200);
  const row = await rowOf(owner);
  assert.equal(row.status, 'connecting');
  return { owner, row };
}

test('each instance gets its own secret, on its row and its webhook, never readable by the browser', async () => {
  const a = await ownerWithInstance('segredo-a');
  const b = await ownerWithInstance('segredo-b');
  assert.match(a.row.webhook_secret, /^[0-9a-f]{64}$/);
  assert.notEqual(a.row.webhook_secret, b.row.webhook_secret);
  assert.equal(await gatewaySecret(a.row.instance_name), a.row.webhook_secret);
  assert.equal(await gatewaySecret(b.row.instance_name), b.row.webhook_secret);
  assert.ok(a.row.webhook_synced_at, 'the gateway was given it at creation');

  // Through PostgREST with the owner's own token: the column is not granted, whatever the query.
  for (const columns of ['webhook_secret', 'instance_name,webhook_secret', '*']) {
    const { data, error } = await a.owner.client.from('whatsapp_instances').select(columns).eq('user_id', a.owner.id);
    assert.ok(error, `select ${columns} is refused`);
    assert.equal(data, null);
  }
  const rest = await raw(`/rest/v1/whatsapp_instances?select=webhook_secret&user_id=eq.${a.owner.id}`, {
    token: a.owner.accessToken,
  });
  assert.ok(rest.status >= 400, `PostgREST answered ${rest.status}`);
  assert.ok(!(await rest.text()).includes(a.row.webhook_secret));
  for (const user of [a.owner, b.owner]) assert.equal((await act(user, 'delete')).status, 200);
});

test("another instance's secret, the retired global token, a missing or wrong key, an unknown instance: 401, nothing applied", async () => {
  const a = await ownerWithInstance('abuso-a');
  const b = await ownerWithInstance('abuso-b');
  const name = a.row.instance_name;
  const refusals: Array<[string, string | null, string | undefined, string]> = [
    ["another instance's secret", b.row.webhook_secret, a.row.api_key!, name],
    ['the retired global token', RETIRED_GLOBAL_TOKEN, a.row.api_key!, name],
    ['no secret', null, a.row.api_key!, name],
    ['no apikey', a.row.webhook_secret, undefined, name],
    ['an empty apikey', a.row.webhook_secret, '', name],
    ['a wrong apikey', a.row.webhook_secret, 'CHAVE-DE-OUTRA-INSTANCIA', name],
    ["another instance's apikey", a.row.webhook_secret, b.row.api_key!, name],
    ['an unknown instance', a.row.webhook_secret, a.row.api_key!, 'instancia-que-nao-existe'],
  ];
  for (const [what, token, apikey, instance] of refusals) {
    const res = await deliverOpen(instance, token, apikey);
    assert.equal(res.status, 401, what);
    assert.deepEqual(res.body, { error: { code: 'unauthorized', message: 'Credenciais do webhook inválidas.' } }, what);
  }
  assert.equal((await rowOf(a.owner)).status, 'connecting', 'nothing applied');

  // Its own secret and its own key: applied.
  const ok = await deliverOpen(name, a.row.webhook_secret, a.row.api_key!);
  assert.deepEqual([ok.status, ok.body], [200, { received: true, outcome: 'applied' }]);
  assert.equal((await rowOf(a.owner)).status, 'connected');
  assert.equal((await rowOf(b.owner)).status, 'connecting');
  for (const user of [a.owner, b.owner]) assert.equal((await act(user, 'delete')).status, 200);
});

/** An instance as it was before per-instance secrets: its webhook carries the retired token, its row a secret the gateway never got. */
async function legacyInstance(prefix: string) {
  const { owner, row } = await ownerWithInstance(prefix);
  const name = row.instance_name;
  const set = await evolutionApi(`/webhook/set/${name}`, {
    method: 'POST',
    body: {
      webhook: {
        enabled: true,
        url: `${stack.url}/functions/v1/whatsapp-webhook`,
        headers: { 'x-webhook-token': RETIRED_GLOBAL_TOKEN },
        events: ['CONNECTION_UPDATE', 'MESSAGES_UPSERT'],
      },
    },
  });
  assert.equal(set.status, 201);
  await sql('update public.whatsapp_instances set webhook_synced_at = null, api_key = null where user_id = $1', [
    owner.id,
  ]);
  return { owner, row: await rowOf(owner) };
}

test('an instance from before gets its secret at the gateway when the owner opens the setup (status)', async () => {
  const { owner, row } = await legacyInstance('legado-status');
  assert.equal(await gatewaySecret(row.instance_name), RETIRED_GLOBAL_TOKEN);
  assert.equal((await act(owner, 'status')).status, 200);
  assert.equal(await gatewaySecret(row.instance_name), row.webhook_secret);
  const synced = await rowOf(owner);
  assert.ok(synced.webhook_synced_at);
  const listed = await evolutionApi<Array<{ token: string }>>(
    `/instance/fetchInstances?instanceName=${row.instance_name}`,
  );
  assert.equal(synced.api_key, listed.body[0].token, 'the key missing on the row is recorded');
  // The gateway's own deliveries now pass: the phone scans and the row follows.
  await evolutionControl(`/instances/${row.instance_name}/scan`, 'POST', { number: '5531988886666' });
  const until = Date.now() + 5000;
  while ((await rowOf(owner)).status !== 'connected' && Date.now() < until)
    await new Promise((r) => setTimeout(r, 100));
  assert.equal((await rowOf(owner)).status, 'connected');
  assert.equal((await act(owner, 'delete')).status, 200);
});

test("the operator's sync_webhooks gives every instance from before its secret; only with the service role key", async () => {
  const first = await legacyInstance('legado-op-1');
  const second = await legacyInstance('legado-op-2');
  const sync = (token: string, body: unknown) =>
    raw('/functions/v1/whatsapp-instance', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // An owner's token cannot run it.
  assert.equal((await sync(first.owner.accessToken, { action: 'sync_webhooks' })).status, 400);
  assert.equal(await gatewaySecret(first.row.instance_name), RETIRED_GLOBAL_TOKEN);

  let after: string | null = '';
  let synced = 0;
  while (after !== null) {
    const res = await sync(stack.serviceRoleKey, { action: 'sync_webhooks', after });
    assert.equal(res.status, 200);
    const report = (await res.json()) as { synced: number; failed: unknown[]; next: string | null };
    synced += report.synced;
    after = report.next;
  }
  assert.ok(synced >= 2, `synced ${synced}`);
  for (const { owner, row } of [first, second]) {
    assert.equal(await gatewaySecret(row.instance_name), row.webhook_secret);
    assert.ok((await rowOf(owner)).webhook_synced_at);
    assert.equal((await act(owner, 'delete')).status, 200);
  }
  assert.equal((await sync(stack.serviceRoleKey, { action: 'delete' })).status, 400, 'nothing else with that key');
});
