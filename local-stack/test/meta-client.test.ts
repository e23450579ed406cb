/**
 * The Meta Cloud API sandbox held to a real client library, whatsapp-api-js: sending text and
 * templates, marking a client's message read, retrieving a client's media, and its webhook check
 * accepting the sandbox's signed deliveries.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { subtle } from 'node:crypto';
import { WhatsAppAPI } from 'whatsapp-api-js';
import { Text } from 'whatsapp-api-js/messages/text';
import { BodyComponent, BodyParameter, Language, Template } from 'whatsapp-api-js/messages/template';
import {
  call,
  graphFetch,
  type Hook,
  META_APP,
  metaSandbox,
  signUp,
  sleep,
  waitFor,
  webhookReceiver,
} from './support/meta.ts';

const receiver = await webhookReceiver();
const sb = metaSandbox({ webhookUrl: receiver.url });
after(async () => {
  sb.close();
  await receiver.close();
});

const number = await signUp(sb);
const api = new WhatsAppAPI({
  token: number.access_token,
  appSecret: META_APP.appSecret,
  ponyfill: { fetch: graphFetch(sb), subtle: subtle as never },
});
const CLIENT = '5511912345678';
const receive = (body: Record<string, unknown>) =>
  sb
    .handle(
      new Request('http://meta.sandbox/_control/receive', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number_id: number.phone_number_id, from: CLIENT, name: 'Maria', ...body }),
      }),
    )
    .then((r) => r.json() as Promise<{ id: string; media_id?: string }>);

test('text inside the window, and marking the client message read', async () => {
  const { id } = await receive({ text: 'Oi, quero marcar um horário' });
  const sent = await api.sendMessage(number.phone_number_id, CLIENT, new Text('Olá, Maria! Qual dia?'));
  assert.ok(!('error' in sent) && sent.messages[0].id.startsWith('wamid.'));
  assert.deepEqual(sent.contacts, [{ input: CLIENT, wa_id: CLIENT }]);
  assert.deepEqual(await api.markAsRead(number.phone_number_id, id), { success: true });
});

test('an approved template with its body parameters', async () => {
  await call(sb, `/v24.0/${number.waba_id}/message_templates`, {
    token: number.access_token,
    body: {
      name: 'lembrete_consulta',
      language: 'pt_BR',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Olá {{1}}, sua consulta é {{2}}.' }],
    },
  });
  await sleep(200);
  const sent = await api.sendMessage(
    number.phone_number_id,
    '5511900000001',
    new Template(
      'lembrete_consulta',
      new Language('pt_BR'),
      new BodyComponent(new BodyParameter('Maria'), new BodyParameter('amanhã às 10h')),
    ),
  );
  assert.ok(!('error' in sent), JSON.stringify(sent));
  assert.equal(sent.messages[0].message_status, 'accepted');
});

test('a client image retrieved and downloaded with the same bearer', async () => {
  const bytes = Buffer.from('fake-jpeg-bytes');
  const { media_id } = await receive({
    image: { base64: bytes.toString('base64'), mime_type: 'image/jpeg', caption: 'exame' },
  });
  const info = await api.retrieveMedia(media_id!);
  assert.ok(!('error' in info));
  assert.deepEqual([info.id, info.mime_type, Number(info.file_size)], [media_id, 'image/jpeg', bytes.length]);
  const file = await api.fetchMedia(info.url);
  assert.deepEqual(Buffer.from(await file.arrayBuffer()), bytes);
  const wrong = await sb.handle(new Request(info.url, { headers: { authorization: 'Bearer nope' } }));
  assert.equal(wrong.status, 401);
});

test("the library's webhook check accepts the sandbox's signed deliveries", async () => {
  const seen: string[] = [];
  api.on.message = ({ message }) => void seen.push(message.type);
  await receive({ text: 'Obrigada, até amanhã! ção' });
  const hook = await waitFor(() => receiver.hooks.find((h: Hook) => JSON.stringify(h.body).includes('até amanhã')));
  await api.post(JSON.parse(hook.raw) as never, hook.raw, hook.signature);
  assert.deepEqual(seen, ['text']);
  await assert.rejects(api.post(JSON.parse(hook.raw) as never, hook.raw, 'sha256=00'));
});
