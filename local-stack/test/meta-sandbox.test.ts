/**
 * The Meta Cloud API sandbox over HTTP: Embedded Signup and the code exchange, templates' review,
 * Meta's errors (131047, 132000, 132001, 190, 100), signed webhooks, its controls, and its mount in
 * the stack.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { call, META_APP, metaSandbox, signUp, sleep, waitFor, webhookReceiver } from './support/meta.ts';
import { stack } from './support/stack.ts';

const receiver = await webhookReceiver();
const sb = metaSandbox({ webhookUrl: receiver.url });
after(async () => {
  sb.close();
  await receiver.close();
});
const n = await signUp(sb);
const CLIENT = '5511955554444';
const control = <T>(path: string, body?: unknown) =>
  call<T>(sb, `/_control${path}`, body === undefined ? {} : { body });
const send = (body: Record<string, unknown>, token = n.access_token) =>
  call<{ error?: { code: number; type: string; fbtrace_id: string } }>(sb, `/v24.0/${n.phone_number_id}/messages`, {
    token,
    body: { messaging_product: 'whatsapp', recipient_type: 'individual', to: CLIENT, ...body },
  });

test('Embedded Signup: each Continuar a new number; its code is exchanged once, with the app secret', async () => {
  const other = await signUp(sb, '5511933332222');
  assert.notEqual(other.phone_number_id, n.phone_number_id);
  const numbers = (await control<Array<Record<string, string>>>('/numbers')).body;
  assert.deepEqual(numbers.at(-1), {
    phone_number_id: other.phone_number_id,
    display_phone_number: '5511933332222',
    waba_id: other.waba_id,
    access_token: other.access_token,
  });
  const again = await call<{ error: { code: number } }>(
    sb,
    `/oauth/access_token?client_id=${META_APP.appId}&client_secret=${META_APP.appSecret}&code=${other.code}`,
  );
  assert.deepEqual([again.status, again.body.error.code], [400, 100]);
  const wrong = await call<{ error: { code: number; type: string } }>(
    sb,
    `/oauth/access_token?client_id=${META_APP.appId}&client_secret=nope&code=x`,
  );
  assert.deepEqual([wrong.status, wrong.body.error.type], [400, 'OAuthException']);

  assert.deepEqual((await call(sb, `/v24.0/${n.waba_id}/subscribed_apps`, { token: n.access_token, body: {} })).body, {
    success: true,
  });
  const pin = { messaging_product: 'whatsapp', pin: '123456' };
  assert.deepEqual(
    (await call(sb, `/v24.0/${n.phone_number_id}/register`, { token: n.access_token, body: pin })).body,
    { success: true },
  );
  const profile = await call<Record<string, string>>(sb, `/v24.0/${n.phone_number_id}`, { token: n.access_token });
  assert.deepEqual(
    [profile.body.verified_name, profile.body.display_phone_number.startsWith('+55 11 9')],
    ['Clínica Local', true],
  );
});

test('the popup posts Meta’s FINISH message to its opener, under its own script policy', async () => {
  const q = `client_id=${META_APP.appId}&config_id=${META_APP.configId}`;
  const form = new URLSearchParams({
    client_id: META_APP.appId,
    config_id: META_APP.configId,
    verified_name: 'X',
    phone: '5511922221111',
  });
  const res = await sb.handle(
    new Request('http://meta.sandbox/v24.0/dialog/oauth/confirm', { method: 'POST', body: form }),
  );
  const html = await res.text();
  assert.match(html, /"type":"WA_EMBEDDED_SIGNUP","event":"FINISH"/);
  assert.match(html, /"authResponse":\{"code":"AQ/);
  assert.match(res.headers.get('content-security-policy') ?? '', /script-src 'nonce-/);
  const wrong = await sb.handle(
    new Request(`http://meta.sandbox/v24.0/dialog/oauth?${q.replace(META_APP.configId, '9')}`),
  );
  assert.equal(wrong.status, 400);
});

test('templates: PENDING, then APPROVED, or REJECTED when the name says reprovar', async () => {
  const create = (name: string) =>
    call<{ id: string; status: string; category: string }>(sb, `/v24.0/${n.waba_id}/message_templates`, {
      token: n.access_token,
      body: { name, language: 'pt_BR', category: 'UTILITY', components: [{ type: 'BODY', text: 'Oi {{1}}' }] },
    });
  const made = await create('confirmacao');
  assert.deepEqual([made.body.status, made.body.category], ['PENDING', 'UTILITY']);
  await create('teste_reprovar');
  const list = () =>
    call<{ data: Array<{ name: string; status: string }> }>(sb, `/v24.0/${n.waba_id}/message_templates`, {
      token: n.access_token,
    });
  assert.equal((await list()).body.data.find((t) => t.name === 'confirmacao')?.status, 'PENDING');
  assert.equal(
    (await send({ type: 'template', template: { name: 'confirmacao', language: { code: 'pt_BR' } } })).body.error?.code,
    132001,
  );
  await sleep(200);
  const statuses = Object.fromEntries((await list()).body.data.map((t) => [t.name, t.status]));
  assert.deepEqual(statuses, { confirmacao: 'APPROVED', teste_reprovar: 'REJECTED' });
  const tpl = (parameters: unknown[]) => ({
    type: 'template',
    template: { name: 'confirmacao', language: { code: 'pt_BR' }, components: [{ type: 'body', parameters }] },
  });
  assert.equal((await send(tpl([]))).body.error?.code, 132000);
  assert.equal((await send(tpl([{ type: 'text', text: 'Ana' }]))).status, 200);
  assert.equal(
    (await send({ type: 'template', template: { name: 'teste_reprovar', language: { code: 'pt_BR' } } })).body.error
      ?.code,
    132001,
  );
});

test('text: 131047 before the client writes, 190 with another token, 100 for bad parameters', async () => {
  const closed = await send({ type: 'text', text: { body: 'Oi' } });
  assert.deepEqual([closed.status, closed.body.error?.code, closed.body.error?.type], [400, 131047, 'OAuthException']);
  await control('/receive', { phone_number_id: n.phone_number_id, from: CLIENT, name: 'Ana', text: 'Olá' });
  assert.equal((await send({ type: 'text', text: { body: 'Oi, Ana' } })).status, 200);
  const other = await signUp(sb);
  const foreign = await send({ type: 'text', text: { body: 'x' } }, other.access_token);
  assert.deepEqual([foreign.status, foreign.body.error?.code], [401, 190]);
  assert.equal((await send({ type: 'text', text: {} })).body.error?.code, 100);
  assert.equal((await send({ messaging_product: 'sms', type: 'text', text: { body: 'x' } })).body.error?.code, 100);
});

test('webhooks: signed with the app secret over the raw body, messages then sent/delivered/read', async () => {
  const { body } = await control<{ id: string }>('/receive', {
    phone_number_id: n.phone_number_id,
    from: CLIENT,
    name: 'Ana',
    button: { payload: 'CONFIRMAR', text: 'Confirmar' },
    context: { id: 'wamid.previous' },
  });
  const incoming = await waitFor(() => receiver.hooks.find((h) => h.raw.includes(body.id)));
  const expected = `sha256=${crypto.createHmac('sha256', META_APP.appSecret).update(incoming.raw).digest('hex')}`;
  assert.equal(incoming.signature, expected);
  const value = incoming.body.entry[0].changes[0].value as {
    messages: Array<Record<string, unknown>>;
    metadata: unknown;
  };
  assert.deepEqual(value.metadata, {
    display_phone_number: n.display_phone_number,
    phone_number_id: n.phone_number_id,
  });
  assert.deepEqual(
    [value.messages[0].type, value.messages[0].button, (value.messages[0].context as { id: string }).id],
    ['button', { payload: 'CONFIRMAR', text: 'Confirmar' }, 'wamid.previous'],
  );

  const sent = await send({ type: 'text', text: { body: 'Confirmado!' } });
  const id = (sent.body as unknown as { messages: Array<{ id: string }> }).messages[0].id;
  await waitFor(() => receiver.hooks.filter((h) => h.raw.includes(id)).length === 3);
  const order = receiver.hooks
    .filter((h) => h.raw.includes(id))
    .map((h) => (h.body.entry[0].changes[0].value.statuses as Array<{ status: string }>)[0].status);
  assert.deepEqual(order, ['sent', 'delivered', 'read']);
  const log = (await control<Array<{ wamid: string; status: number }>>('/webhooks')).body;
  assert.ok(log.filter((r) => r.wamid === id).every((r) => r.status === 200));

  const messages = (await control<Array<Record<string, unknown>>>(`/messages?phone_number_id=${n.phone_number_id}`))
    .body;
  assert.deepEqual(
    { ...messages.at(-1), at: undefined },
    {
      id,
      to: CLIENT,
      type: 'text',
      text: { body: 'Confirmado!' },
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      phone_number_id: n.phone_number_id,
      at: undefined,
    },
  );
});

test('the stack serves the sandbox at /sandbox/meta (no callback URL yet: deliveries only logged)', async () => {
  const res = await fetch(`${stack.url}/sandbox/meta/_control/numbers`);
  assert.equal(res.status, 200);
  assert.ok(Array.isArray(await res.json()));
  const bad = await fetch(`${stack.url}/sandbox/meta/v24.0/123/messages`, { method: 'POST' });
  assert.deepEqual([bad.status, ((await bad.json()) as { error: { code: number } }).error.code], [401, 190]);
});
