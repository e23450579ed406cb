/**
 * The Meta Cloud API sandbox's media from clients: a voice note given its words (registered in the
 * voice-note registry it shares with the model sandbox, as the stack wires them) and a document, as
 * Meta's webhook carries them, downloaded through the media API with the number's bearer.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import OpenAI, { toFile } from 'openai';
import { createOpenAiSandbox } from '../src/sandboxes/openai/index.ts';
import { VoiceNotes } from '../src/sandboxes/voiceNotes.ts';
import { call, metaSandbox, signUp, waitFor, webhookReceiver, type Hook } from './support/meta.ts';

const voiceNotes = new VoiceNotes();
const receiver = await webhookReceiver();
const sb = metaSandbox({ webhookUrl: receiver.url, voiceNotes });
const model = createOpenAiSandbox({ apiKey: 'sk-meta-media', voiceNotes });
after(async () => {
  sb.close();
  await receiver.close();
});
const n = await signUp(sb);
const CLIENT = '5511955554444';
const receive = (body: Record<string, unknown>) =>
  call<{ id: string; media_id?: string; error?: string }>(sb, '/_control/receive', {
    body: { phone_number_id: n.phone_number_id, from: CLIENT, name: 'Ana', ...body },
  });
const delivered = async (wamid: string) => {
  const hook = await waitFor(() => receiver.hooks.find((h: Hook) => h.raw.includes(wamid)));
  return (hook.body.entry[0].changes[0].value.messages as Array<Record<string, unknown>>)[0];
};
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

test('a voice note with its words: webhook audio {id, mime_type, sha256, voice}; transcribed as said', async () => {
  const bytes = Buffer.from(`OggS\0opus-meta-${Math.random()}`);
  const { status, body } = await receive({
    audio: {
      base64: bytes.toString('base64'),
      mime_type: 'audio/ogg; codecs=opus',
      text: 'Posso remarcar para sexta?',
      seconds: 4,
    },
  });
  assert.equal(status, 200);
  const message = await delivered(body.id);
  assert.deepEqual(
    [message.type, message.audio],
    ['audio', { id: body.media_id, mime_type: 'audio/ogg; codecs=opus', sha256: sha256(bytes), voice: true }],
  );

  // The platform's path: the media id → its url → the bytes (same bearer), then the transcription.
  const info = await call<{ url: string }>(sb, `/v24.0/${body.media_id}`, { token: n.access_token });
  const file = await sb.handle(new Request(info.body.url, { headers: { authorization: `Bearer ${n.access_token}` } }));
  const downloaded = Buffer.from(await file.arrayBuffer());
  assert.deepEqual(downloaded, bytes);
  const openai = new OpenAI({
    apiKey: 'sk-meta-media',
    baseURL: 'http://openai.sandbox/v1',
    maxRetries: 0,
    fetch: async (url, init) => model.app.fetch(new Request(url, init)),
  });
  const heard = await openai.audio.transcriptions.create({
    file: await toFile(downloaded, 'audio.ogg'),
    model: 'whisper-1',
    language: 'pt',
    response_format: 'verbose_json',
  });
  assert.deepEqual([heard.text, heard.duration], ['Posso remarcar para sexta?', 4]);

  // Without seconds, the words' spoken length (about 2.5 words a second).
  const short = Buffer.from(`OggS\0opus-meta-short-${Math.random()}`);
  await receive({ audio: { base64: short.toString('base64'), mime_type: 'audio/ogg', text: 'sim, pode confirmar' } });
  assert.deepEqual(voiceNotes.find(short), { text: 'sim, pode confirmar', seconds: 2 });
});

test("a document: webhook type 'document' with its filename and caption, downloadable", async () => {
  const pdf = Buffer.from(`%PDF-1.4 receita-${Math.random()}`);
  const { body } = await receive({
    document: {
      base64: pdf.toString('base64'),
      mime_type: 'application/pdf',
      filename: 'receita.pdf',
      caption: 'Minha receita',
    },
  });
  const message = await delivered(body.id);
  assert.deepEqual(
    [message.type, message.document],
    [
      'document',
      {
        id: body.media_id,
        mime_type: 'application/pdf',
        sha256: sha256(pdf),
        filename: 'receita.pdf',
        caption: 'Minha receita',
      },
    ],
  );
  const info = await call<{ url: string; mime_type: string; file_size: number }>(sb, `/v24.0/${body.media_id}`, {
    token: n.access_token,
  });
  assert.deepEqual([info.body.mime_type, info.body.file_size], ['application/pdf', pdf.length]);
  const file = await sb.handle(new Request(info.body.url, { headers: { authorization: `Bearer ${n.access_token}` } }));
  assert.deepEqual(Buffer.from(await file.arrayBuffer()), pdf);

  // Without a caption there is none; a document needs its filename; the audio's words must be text.
  const bare = await receive({
    document: { base64: pdf.toString('base64'), mime_type: 'application/pdf', filename: 'a.pdf' },
  });
  assert.equal('caption' in ((await delivered(bare.body.id)).document as object), false);
  const noName = await receive({ document: { base64: pdf.toString('base64'), mime_type: 'application/pdf' } });
  assert.deepEqual([noName.status, noName.body.error], [400, 'document.filename is required']);
  const badText = await receive({ audio: { base64: pdf.toString('base64'), mime_type: 'audio/ogg', text: 42 } });
  assert.deepEqual([badText.status, badText.body.error], [400, 'audio.text must be a string']);
});
