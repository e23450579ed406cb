// The Cloud API's side of the channel, without a network: the webhook body normalised (messages of
// each type, a template button's payload, statuses with their pt-BR failure), the signature over the
// raw bytes, and the business token sealed at rest.
import assert from 'node:assert/strict';
import { cloudEvents } from '../../_shared/channel/cloudEvents.ts';
import { GraphError } from '../../_shared/channel/graph.ts';
import { lastingRefusal } from '../../_shared/channel/index.ts';
import { openToken, sealToken } from '../../_shared/channel/tokenBox.ts';
import { signatureOf } from '../../whatsapp-cloud-webhook/signature.ts';

const body = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '900',
      changes: [{ field: 'messages', value: { metadata: { phone_number_id: '123' }, ...value } }],
    },
  ],
});

Deno.test('cloud events: text, button, media with caption, and what is not a message', () => {
  const { messages } = cloudEvents(
    body({
      contacts: [{ profile: { name: 'Ana' }, wa_id: '5511987654321' }],
      messages: [
        { from: '5511987654321', id: 'wamid.1', type: 'text', text: { body: ' Oi ' } },
        { from: '5511987654321', id: 'wamid.2', type: 'button', button: { payload: 'confirmar:x', text: 'Confirmar' } },
        { from: '5511987654321', id: 'wamid.3', type: 'image', image: { id: 'm1', caption: 'minha receita' } },
        { from: '5511987654321', id: 'wamid.4', type: 'audio', audio: { id: 'm2', voice: true } },
        { from: '12', id: 'wamid.5', type: 'text', text: { body: 'número curto' } },
        { from: '5511987654321', type: 'text', text: { body: 'sem id' } },
      ],
    }),
  );
  assert.deepEqual(
    messages.map((m) => [m.id, m.text, m.words, m.button?.payload ?? null, m.pushName]),
    [
      ['wamid.1', 'Oi', 'Oi', null, 'Ana'],
      ['wamid.2', 'Confirmar', 'Confirmar', 'confirmar:x', 'Ana'],
      ['wamid.3', '[imagem] minha receita', '', null, 'Ana'],
      ['wamid.4', '[áudio]', '', null, 'Ana'],
    ],
  );
  assert.deepEqual(
    [messages[0].chat, messages[0].remoteJid, messages[0].phone, messages[0].phoneNumberId],
    ['5511987654321', '5511987654321@s.whatsapp.net', '5511987654321', '123'],
  );
});

Deno.test("cloud events: statuses become the thread's, a failure with its reason", () => {
  const { statuses } = cloudEvents(
    body({
      statuses: [
        { id: 'wamid.a', status: 'sent' },
        { id: 'wamid.a', status: 'delivered' },
        { id: 'wamid.a', status: 'read' },
        { id: 'wamid.b', status: 'failed', errors: [{ code: 131047 }] },
        { id: 'wamid.c', status: 'deleted' },
      ],
    }),
  );
  assert.deepEqual(
    statuses.map((s) => [s.id, s.status, s.erro]),
    [
      ['wamid.a', 'enviada', null],
      ['wamid.a', 'entregue', null],
      ['wamid.a', 'lida', null],
      ['wamid.b', 'falhou', 'Fora da janela de 24 horas: só um modelo aprovado pode ser enviado.'],
    ],
  );
  // Other fields (a template's review) are not messages.
  const review = body({});
  review.entry[0].changes[0].field = 'message_template_status_update';
  assert.deepEqual(cloudEvents(review), { messages: [], statuses: [] });
});

Deno.test("signature: Meta's sha256= over the raw bytes, unicode escaped or not", async () => {
  // HMAC-SHA256('segredo', '{"a":"ã"}'), as `openssl dgst -sha256 -hmac segredo` computes it.
  const raw = new TextEncoder().encode('{"a":"ã"}');
  const sig = await signatureOf('segredo', raw);
  assert.match(sig, /^sha256=[0-9a-f]{64}$/);
  assert.notEqual(sig, await signatureOf('segredo', new TextEncoder().encode('{"a":"\\u00e3"}')));
  assert.notEqual(sig, await signatureOf('outro', raw));
});

Deno.test('the business token is sealed with a fresh IV and opens only with the same key', async () => {
  Deno.env.set('TOKEN_ENCRYPTION_KEY', 'k'.repeat(40));
  const a = await sealToken('EAAtoken');
  const b = await sealToken('EAAtoken');
  assert.notEqual(a, b);
  assert.match(a, /^v1\.[\w-]+\.[\w-]+$/);
  assert.equal(await openToken(a), 'EAAtoken');
  Deno.env.set('TOKEN_ENCRYPTION_KEY', 'z'.repeat(40));
  await assert.rejects(() => openToken(a));
  await assert.rejects(() => openToken('EAAsem-selo'));
  Deno.env.delete('TOKEN_ENCRYPTION_KEY');
});

Deno.test("Meta's throughput limits are worth a retry; a closed window or a bad number is not", () => {
  assert.equal(lastingRefusal(new GraphError(400, '(#130429) Rate limit hit', 130429)), false);
  assert.equal(lastingRefusal(new GraphError(400, '(#131056) Pair rate limit hit', 131056)), false);
  assert.equal(lastingRefusal(new GraphError(400, 'Re-engagement message', 131047)), true);
  assert.equal(lastingRefusal(new GraphError(400, 'Message undeliverable', 131026)), true);
  assert.equal(lastingRefusal(new GraphError(0, 'Tempo limite excedido ao enviar mensagem', 0, null, true)), false);
});
