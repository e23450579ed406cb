/**
 * The model sandbox's speech to text, POST /v1/audio/transcriptions, held to OpenAI's own client
 * library (`openai`): a registered voice note's words and length, the answer formats, OpenAI's
 * refusals as the library raises them, 25 MB, faults (a 5xx, a held answer) and the control log.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import OpenAI, { APIError, AuthenticationError, BadRequestError, InternalServerError, toFile } from 'openai';
import { createOpenAiSandbox } from '../src/sandboxes/openai/index.ts';
import type { TranscriptionRecord } from '../src/sandboxes/openai/transcriptions.ts';
import { UNKNOWN_AUDIO_TEXT, VoiceNotes } from '../src/sandboxes/voiceNotes.ts';

// A sandbox of its own (what the WhatsApp sandboxes register goes into the same VoiceNotes in the
// stack; test/evolution-media.test.ts and test/meta-media.test.ts go through them), reached through
// the library's fetch.
const KEY = 'sk-test-transcriptions';
const ORIGIN = 'http://openai.sandbox';
const voiceNotes = new VoiceNotes();
const sb = createOpenAiSandbox({ apiKey: KEY, voiceNotes });
const client = (apiKey = KEY, maxRetries = 0) =>
  new OpenAI({
    apiKey,
    baseURL: `${ORIGIN}/v1`,
    maxRetries,
    fetch: async (url, init) => sb.app.fetch(new Request(url, init)),
  });
const control = async <T>(path: string, method = 'GET', body?: unknown): Promise<T> => {
  const res = await sb.app.fetch(
    new Request(`${ORIGIN}/_control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return (res.status === 204 ? null : await res.json()) as T;
};

/** Some bytes standing for an Ogg/Opus voice note (the sandbox hears none: it looks their SHA-256 up). */
const voiceNote = (tag: string) => Buffer.from(`OggS\0\u0002opus-${tag}-${Math.random()}`);

test('a registered voice note: its words, with the call the platform makes (whisper-1, pt)', async () => {
  const bytes = voiceNote('marcar');
  voiceNotes.register(bytes, 'Oi, quero marcar um horário para amanhã.', 7);
  const result = await client().audio.transcriptions.create({
    file: await toFile(bytes, 'nota.ogg'),
    model: 'whisper-1',
    language: 'pt',
  });
  assert.equal(result.text, 'Oi, quero marcar um horário para amanhã.');
  assert.deepEqual((result as { usage?: unknown }).usage, { type: 'duration', seconds: 7 });
  // The other accepted models and containers.
  for (const [model, name] of [
    ['gpt-4o-transcribe', 'nota.m4a'],
    ['gpt-4o-mini-transcribe', 'NOTA.WEBM'],
  ] as const) {
    const other = await client().audio.transcriptions.create({ file: await toFile(bytes, name), model });
    assert.equal(other.text, 'Oi, quero marcar um horário para amanhã.', model);
  }
});

test('verbose_json gives the duration, language and segments; text is plain; unknown audio is marked', async () => {
  const bytes = voiceNote('verbose');
  voiceNotes.register(bytes, 'Bom dia. Preciso remarcar minha consulta!', 5.5);
  const verbose = await client().audio.transcriptions.create({
    file: await toFile(bytes, 'audio.ogg'),
    model: 'whisper-1',
    language: 'pt',
    response_format: 'verbose_json',
  });
  assert.deepEqual(
    [(verbose as { task?: string }).task, verbose.language, verbose.duration, verbose.text],
    ['transcribe', 'portuguese', 5.5, 'Bom dia. Preciso remarcar minha consulta!'],
  );
  assert.deepEqual(
    verbose.segments!.map((s) => [s.id, s.text]),
    [
      [0, ' Bom dia.'],
      [1, ' Preciso remarcar minha consulta!'],
    ],
  );
  assert.equal(verbose.segments![0].start, 0);
  assert.equal(verbose.segments![1].end, 5.5);

  const text = await client().audio.transcriptions.create({
    file: await toFile(bytes, 'audio.mp3'),
    model: 'whisper-1',
    response_format: 'text',
  });
  assert.equal(String(text).trim(), 'Bom dia. Preciso remarcar minha consulta!');

  // Nobody said what these bytes are: a fixed text that is clearly the sandbox's, no length.
  const unknown = await client().audio.transcriptions.create({
    file: await toFile(voiceNote('unknown'), 'audio.ogg'),
    model: 'whisper-1',
    response_format: 'verbose_json',
  });
  assert.deepEqual([unknown.text, unknown.duration], [UNKNOWN_AUDIO_TEXT, 0]);
  // A voice note registered with no speech in it: an empty text.
  const silent = voiceNote('silence');
  voiceNotes.register(silent, '', 3);
  const quiet = await client().audio.transcriptions.create({ file: await toFile(silent, 'a.ogg'), model: 'whisper-1' });
  assert.equal(quiet.text, '');
});

test('refusals as OpenAI gives them: key, model, format, response_format, language', async () => {
  const file = async (name = 'nota.ogg') => toFile(voiceNote('refused'), name);
  await assert.rejects(
    client('sk-errada').audio.transcriptions.create({ file: await file(), model: 'whisper-1' }),
    (err: unknown) =>
      err instanceof AuthenticationError &&
      err.status === 401 &&
      err.code === 'invalid_api_key' &&
      err.type === 'invalid_request_error',
  );
  await assert.rejects(
    client().audio.transcriptions.create({ file: await file(), model: 'whisper-2' }),
    (err: unknown) => err instanceof BadRequestError && err.message === '400 invalid model ID',
  );
  await assert.rejects(
    client().audio.transcriptions.create({ file: await file('nota.txt'), model: 'whisper-1' }),
    (err: unknown) =>
      err instanceof BadRequestError &&
      err.message ===
        "400 Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']",
  );
  await assert.rejects(
    client().audio.transcriptions.create({
      file: await file(),
      model: 'gpt-4o-transcribe',
      response_format: 'verbose_json',
    }),
    (err: unknown) =>
      err instanceof BadRequestError && err.code === 'unsupported_value' && err.param === 'response_format',
  );
  await assert.rejects(
    client().audio.transcriptions.create({ file: await file(), model: 'whisper-1', language: 'portuguese' }),
    (err: unknown) =>
      err instanceof BadRequestError &&
      err.message === "400 Invalid language 'portuguese'. Language parameter must be specified in ISO-639-1 format.",
  );
  // Not a multipart form at all.
  const json = await sb.app.fetch(
    new Request(`${ORIGIN}/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'whisper-1' }),
    }),
  );
  assert.equal(json.status, 400);
  assert.deepEqual(await json.json(), {
    error: { message: 'Could not parse multipart form', type: 'invalid_request_error', param: null, code: null },
  });
});

test('over 25 MB: 413 with OpenAI’s message, seen by the library as an APIError', async () => {
  const big = Buffer.alloc(26_214_400 + 1, 1);
  await assert.rejects(
    client().audio.transcriptions.create({ file: await toFile(big, 'longo.ogg'), model: 'whisper-1' }),
    (err: unknown) =>
      err instanceof APIError &&
      err.status === 413 &&
      err.type === 'server_error' &&
      /^413 Maximum content size limit \(26214400\) exceeded \(\d+ bytes read\)$/.test(err.message),
  );
});

test('faults on /audio/transcriptions: a 5xx the library sees (after its retries), a held answer', async () => {
  const bytes = voiceNote('fault');
  voiceNotes.register(bytes, 'pode ser às 10h', 2);
  const file = () => toFile(bytes, 'nota.ogg');
  await control('/faults', 'POST', { path: '/audio/transcriptions', status: 503, times: 3 });
  // Two retries by default, then the third 503 is the library's error.
  await assert.rejects(
    client(KEY, 2).audio.transcriptions.create({ file: await file(), model: 'whisper-1' }),
    (err: unknown) => err instanceof InternalServerError && err.status === 503,
  );
  assert.deepEqual(await control('/faults'), []);

  // A held answer: the transcription waits at the sandbox until the test lets it go.
  await control('/faults', 'POST', { path: '/audio/transcriptions', hold: true });
  const pending = client().audio.transcriptions.create({ file: await file(), model: 'whisper-1' });
  for (let i = 0; i < 100 && (await control<{ held: number }>('/faults/held')).held === 0; i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  assert.equal((await control<{ held: number }>('/faults/held')).held, 1);
  assert.deepEqual(await control('/faults/release', 'POST'), { released: 1 });
  assert.equal((await pending).text, 'pode ser às 10h');
});

test('each transcription request is recorded for /_control/transcriptions', async () => {
  const bytes = voiceNote('log');
  voiceNotes.register(bytes, 'obrigada', 1);
  await client().audio.transcriptions.create({
    file: await toFile(bytes, 'registro.ogg'),
    model: 'whisper-1',
    language: 'pt',
  });
  await client()
    .audio.transcriptions.create({ file: await toFile(bytes, 'registro.txt'), model: 'whisper-1' })
    .catch(() => undefined);
  const log = await control<TranscriptionRecord[]>('/transcriptions');
  const mine = log.filter((r) => r.filename?.startsWith('registro.'));
  assert.deepEqual(
    mine.map(({ model, language, responseFormat, filename, bytes: size, known, status }) => ({
      model,
      language,
      responseFormat,
      filename,
      size,
      known,
      status,
    })),
    [
      {
        model: 'whisper-1',
        language: 'pt',
        responseFormat: 'json',
        filename: 'registro.ogg',
        size: bytes.length,
        known: true,
        status: 200,
      },
      {
        model: 'whisper-1',
        language: null,
        responseFormat: 'json',
        filename: 'registro.txt',
        size: bytes.length,
        known: false,
        status: 400,
      },
    ],
  );
  assert.ok(mine.every((r) => !Number.isNaN(Date.parse(r.at))));
});
