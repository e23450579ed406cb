/**
 * The Evolution API v2 sandbox's media from clients: a voice note, a picture or a document delivered
 * as messages.upsert in Evolution's shape (the bytes as message.base64 when the webhook was set with
 * base64), kept in the history (findMessages) and served by chat/getBase64FromMediaMessage; a voice
 * note's words reach the model sandbox's transcription through the stack's shared registry.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import crypto, { randomUUID } from 'node:crypto';
import OpenAI, { toFile } from 'openai';
import { evolutionApi } from './support/evolution.ts';
import { closeReceivers, type Created, receive, receiver, scan, waitFor } from './support/evolutionCalls.ts';
import { stack } from './support/stack.ts';

after(closeReceivers);

type Media = Record<string, unknown>;
interface Upsert {
  key: { remoteJid: string; fromMe: boolean; id: string };
  pushName: string;
  status: string;
  messageType: string;
  message: Record<string, Media | string | undefined>;
}

/** A connected instance of its own whose webhook (messages.upsert) is set with or without base64. */
async function connectedInstance(prefix: string, base64: boolean) {
  const name = `${prefix}-${randomUUID()}`;
  const hook = await receiver();
  await evolutionApi<Created>('/instance/create', {
    method: 'POST',
    body: {
      instanceName: name,
      qrcode: true,
      webhook: { url: hook.url, enabled: true, base64, events: ['MESSAGES_UPSERT'] },
    },
  });
  assert.equal((await scan(name, '5511955554444')).status, 200);
  return { name, hook };
}

/** Receives `body` from a client and returns the message id and its delivery's data. */
async function arrive(instance: { name: string; hook: Awaited<ReturnType<typeof receiver>> }, body: object) {
  const res = await receive(instance.name, { from: '5521998765432', pushName: 'Maria', ...body });
  assert.equal(res.status, 200, await res.clone().text());
  const { id } = (await res.json()) as { id: string };
  await waitFor(() => instance.hook.events.some((e) => (e.data as unknown as Upsert).key.id === id));
  const data = instance.hook.events.find((e) => (e.data as unknown as Upsert).key.id === id)!.data as unknown as Upsert;
  return { id, data };
}

const ogg = (tag: string) => Buffer.from(`OggS\0\u0002opus-voz-${tag}-${randomUUID()}`);
const b64sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('base64');
const mediaFields = (bytes: Buffer, mimetype: string) => ({
  mimetype,
  fileSha256: b64sha(bytes),
  fileLength: String(bytes.length),
});
/** The fields that change per message (keys, CDN address, times), checked for their form, then left out. */
function stable(media: Media) {
  assert.match(
    String(media.url),
    /^https:\/\/mmg\.whatsapp\.net\/v\/t62\.\d{4}-24\/\d+_\d+_\d+_n\.enc\?ccb=11-4&oh=.+&mms3=true$/,
  );
  assert.equal(`https://mmg.whatsapp.net${String(media.directPath)}&mms3=true`, media.url);
  assert.equal(Buffer.from(String(media.mediaKey), 'base64').length, 32);
  assert.equal(Buffer.from(String(media.fileEncSha256), 'base64').length, 32);
  assert.match(String(media.mediaKeyTimestamp), /^\d{10}$/);
  const { url, directPath, mediaKey, fileEncSha256, mediaKeyTimestamp, ...rest } = media;
  void [url, directPath, mediaKey, fileEncSha256, mediaKeyTimestamp];
  return rest;
}

test('a voice note: audioMessage with its length and ptt, no bytes without base64; the transcription knows it', async () => {
  const instance = await connectedInstance('audio', false);
  const bytes = ogg('marcar');
  const { id, data } = await arrive(instance, {
    audio: {
      base64: bytes.toString('base64'),
      mimetype: 'audio/ogg; codecs=opus',
      seconds: 6,
      text: 'Quero marcar um horário amanhã de manhã',
    },
  });
  assert.deepEqual(
    [data.key, data.pushName, data.status, data.messageType],
    [{ remoteJid: '5521998765432@s.whatsapp.net', fromMe: false, id }, 'Maria', 'DELIVERY_ACK', 'audioMessage'],
  );
  assert.deepEqual(Object.keys(data.message), ['audioMessage']);
  const audio = data.message.audioMessage as Media;
  assert.match(String(audio.url), /\/t62\.7117-24\//);
  assert.deepEqual(stable(audio), { ...mediaFields(bytes, 'audio/ogg; codecs=opus'), seconds: 6, ptt: true });

  // Kept: findMessages has the same message (never the bytes), getBase64FromMediaMessage the bytes.
  const found = await evolutionApi<{ messages: { records: Upsert[] } }>(`/chat/findMessages/${instance.name}`, {
    method: 'POST',
    body: { where: { key: { id } } },
  });
  assert.deepEqual(found.body.messages.records[0].message, data.message);
  assert.equal(found.body.messages.records[0].messageType, 'audioMessage');
  const media = await evolutionApi(`/chat/getBase64FromMediaMessage/${instance.name}`, {
    method: 'POST',
    body: { message: { key: { id } }, convertToMp4: false },
  });
  assert.equal(media.status, 201, 'Evolution answers getBase64FromMediaMessage with 201');
  assert.deepEqual(media.body, {
    mediaType: 'audioMessage',
    fileName: `${id}.oga`,
    size: { fileLength: String(bytes.length) },
    mimetype: 'audio/ogg; codecs=opus',
    base64: bytes.toString('base64'),
    buffer: null,
  });

  // The stack's model sandbox transcribes these bytes as the words the client "said".
  const openai = new OpenAI({
    apiKey: process.env.STACK_OPENAI_API_KEY ?? '',
    baseURL: `${stack.url}/sandbox/openai/v1`,
    maxRetries: 0,
  });
  const heard = await openai.audio.transcriptions.create({
    file: await toFile(bytes, 'audio.ogg'),
    model: 'whisper-1',
    language: 'pt',
    response_format: 'verbose_json',
  });
  assert.deepEqual([heard.text, heard.duration], ['Quero marcar um horário amanhã de manhã', 6]);
});

test('with base64 on the webhook: the bytes as message.base64; a picture and a document in their shapes', async () => {
  const instance = await connectedInstance('midia-b64', true);
  const voice = ogg('b64');
  const sent = await arrive(instance, {
    audio: { base64: voice.toString('base64'), mimetype: 'audio/ogg; codecs=opus', seconds: 3 },
  });
  assert.equal(sent.data.message.base64, voice.toString('base64'));
  assert.equal((sent.data.message.audioMessage as Media).seconds, 3);

  const jpeg = Buffer.from(`\xff\xd8\xff\xe0foto-${randomUUID()}`, 'latin1');
  const photo = await arrive(instance, {
    image: { base64: jpeg.toString('base64'), mimetype: 'image/jpeg', caption: 'Meu exame' },
  });
  assert.equal(photo.data.messageType, 'imageMessage');
  assert.deepEqual(Object.keys(photo.data.message), ['imageMessage', 'base64']);
  assert.match(String((photo.data.message.imageMessage as Media).url), /\/t62\.7118-24\//);
  assert.deepEqual(stable(photo.data.message.imageMessage as Media), {
    ...mediaFields(jpeg, 'image/jpeg'),
    caption: 'Meu exame',
  });
  assert.equal(photo.data.message.base64, jpeg.toString('base64'));
  // Without a caption there is no caption field.
  const bare = await arrive(instance, { image: { base64: jpeg.toString('base64'), mimetype: 'image/jpeg' } });
  assert.equal('caption' in (bare.data.message.imageMessage as Media), false);

  const pdf = Buffer.from(`%PDF-1.4 pedido-${randomUUID()}`);
  const doc = await arrive(instance, {
    document: {
      base64: pdf.toString('base64'),
      mimetype: 'application/pdf',
      fileName: 'pedido.pdf',
      caption: 'Segue o pedido',
    },
  });
  assert.equal(doc.data.messageType, 'documentMessage');
  assert.deepEqual(stable(doc.data.message.documentMessage as Media), {
    ...mediaFields(pdf, 'application/pdf'),
    title: 'pedido.pdf',
    fileName: 'pedido.pdf',
    caption: 'Segue o pedido',
  });
  assert.equal(doc.data.message.base64, pdf.toString('base64'));

  const fetched = await evolutionApi<{ mediaType: string; fileName: string; caption: string; base64: string }>(
    `/chat/getBase64FromMediaMessage/${instance.name}`,
    { method: 'POST', body: { message: { key: { id: doc.id } } } },
  );
  assert.deepEqual(
    [fetched.body.mediaType, fetched.body.fileName, fetched.body.caption, fetched.body.base64],
    ['documentMessage', 'pedido.pdf', 'Segue o pedido', pdf.toString('base64')],
  );
  const image = await evolutionApi<{ mediaType: string; fileName: string }>(
    `/chat/getBase64FromMediaMessage/${instance.name}`,
    { method: 'POST', body: { message: { key: { id: photo.id } } } },
  );
  assert.deepEqual([image.body.mediaType, image.body.fileName], ['imageMessage', `${photo.id}.jpeg`]);
});

test("getBase64FromMediaMessage refuses in Evolution's words; receive checks the media it is given", async () => {
  const instance = await connectedInstance('midia-erros', false);
  const text = await arrive(instance, { text: 'só texto' });
  const notMedia = await evolutionApi(`/chat/getBase64FromMediaMessage/${instance.name}`, {
    method: 'POST',
    body: { message: { key: { id: text.id } } },
  });
  assert.deepEqual(
    [notMedia.status, notMedia.body.response],
    [400, { message: ['The message is not of the media type'] }],
  );
  const missing = await evolutionApi(`/chat/getBase64FromMediaMessage/${instance.name}`, {
    method: 'POST',
    body: { message: { key: { id: 'NAOEXISTE' } } },
  });
  assert.deepEqual([missing.status, missing.body.response], [400, { message: ['Message not found'] }]);

  const from = '5521998765432';
  const b64 = ogg('x').toString('base64');
  for (const body of [
    { from, audio: { base64: b64 } },
    { from, audio: { base64: 'não é base64!', mimetype: 'audio/ogg' } },
    { from, audio: { base64: b64, mimetype: 'audio/ogg', seconds: 'seis' } },
    { from, document: { base64: b64, mimetype: 'application/pdf' } },
    { from, text: 'oi', image: { base64: b64, mimetype: 'image/jpeg' } },
  ]) {
    assert.equal((await receive(instance.name, body)).status, 400, JSON.stringify(body));
  }
});
