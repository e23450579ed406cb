/**
 * Voice notes, pictures and documents, end to end through the sandboxes: the media kept in the owner's
 * private bucket, a voice note transcribed (the OpenAI-compatible sandbox answers what the gateway
 * sandbox said the audio says) and handed to the assistant marked as one, the failure paths (the
 * transcriber down or late, too long) answered once and politely, pictures by their caption, the
 * official channel's media, the owner's signed URL, and the retention.
 */
import test, { after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { evolutionControl, sentMessages } from 'local-stack/testing/evolution';
import { webhookDeliveries } from 'local-stack/testing/n8n';
import { closeSql, raw, serviceClient, sql, stack, type TestUser } from 'local-stack/testing';
import { publishedWebhookPath } from './assistant-support.ts';
import { clientWrites, connectCloud } from './cloud-support.ts';
import { clinicWithNumber, dispatch, eventually, type Clinic } from './reminders-support.ts';

after(closeSql);
afterEach(async () => {
  await fetch(`${stack.url}/sandbox/openai/_control/faults`, { method: 'DELETE' });
});

const CLIENT = '5511987654321';
const CANNOT_HEAR = 'Não consegui ouvir seu áudio agora. Pode me escrever sua mensagem?';
/** Bytes of a voice note of its own (the sandbox knows an audio by its bytes). */
const audioBytes = () => crypto.randomBytes(2048).toString('base64');

const voiceNote = (clinic: Clinic, text: string, seconds = 4, base64 = audioBytes()) =>
  evolutionControl<{ id: string }>(`/instances/${clinic.instance}/receive`, 'POST', {
    from: CLIENT,
    pushName: 'Cliente',
    audio: { base64, mimetype: 'audio/ogg; codecs=opus', seconds, text },
  });

async function messageOf(owner: TestUser, waId: string) {
  return eventually(async () => {
    const [row] = await sql<Record<string, string | number | null>>(
      `select body, midia_tipo, midia_path, midia_mime, midia_segundos, transcricao, midia_erro, id, conversa_id
         from public.chat_messages where user_id = $1 and wa_message_id = $2`,
      [owner.id, waId],
    );
    assert.ok(row, 'recorded');
    return row;
  });
}

const forwarded = async (path: string, id: string) =>
  eventually(async () => {
    const got = (await webhookDeliveries(path)).find(
      (d) => (d.body as { data?: { key?: { id?: string } } }).data?.key?.id === id,
    );
    assert.ok(got, 'forwarded to the assistant');
    return (got.body as { data: { message: { conversation: string } } }).data.message.conversation;
  });

async function faultTranscriptions(fault: Record<string, unknown>) {
  const res = await fetch(`${stack.url}/sandbox/openai/_control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'POST', path: '/audio/transcriptions', ...fault }),
  });
  assert.ok(res.ok, await res.text());
}

async function clinicWithAssistant(prefix: string) {
  const clinic = await clinicWithNumber(prefix);
  const path = await publishedWebhookPath(clinic.owner);
  return { clinic, path };
}

async function inboxMedia(owner: TestUser, conversa: string, mensagem: string) {
  const res = await raw('/functions/v1/conversations', {
    method: 'POST',
    token: owner.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ acao: 'midia', conversa, mensagem }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { midia?: { url: string; tipo: string }; error?: { code: string } },
  };
}

test("a voice note is kept, heard and handed to the assistant as the client's words", async () => {
  const { clinic, path } = await clinicWithAssistant('voz-ouvida');
  const base64 = audioBytes();
  const { id } = await voiceNote(clinic, 'Quero marcar um horário amanhã de manhã', 7, base64);
  assert.equal(await forwarded(path, id), '[Áudio transcrito] Quero marcar um horário amanhã de manhã');
  const row = await messageOf(clinic.owner, id);
  assert.deepEqual(
    [row.body, row.midia_tipo, row.midia_segundos, row.transcricao, row.midia_erro],
    ['🎤 Quero marcar um horário amanhã de manhã', 'audio', 7, 'Quero marcar um horário amanhã de manhã', null],
  );
  // Kept in the owner's private bucket, byte for byte.
  const bucket = `midia-${clinic.owner.id.toLowerCase()}`;
  const { data, error } = await serviceClient().storage.from(bucket).download(String(row.midia_path));
  assert.equal(error, null);
  assert.equal(Buffer.from(await data!.arrayBuffer()).toString('base64'), base64);

  // The owner opens it through a signed URL; another owner cannot.
  const media = await inboxMedia(clinic.owner, String(row.conversa_id), String(row.id));
  assert.equal(media.status, 200, JSON.stringify(media.body));
  assert.equal(media.body.midia?.tipo, 'audio');
  const audio = await fetch(
    media.body.midia!.url.startsWith('http')
      ? media.body.midia!.url
      : `${stack.url}/storage/v1${media.body.midia!.url}`,
  );
  assert.equal(audio.status, 200);
  assert.equal(Buffer.from(await audio.arrayBuffer()).toString('base64'), base64);
  const stranger = await clinicWithNumber('voz-estranha', {}, '5511955507777');
  const refused = await inboxMedia(stranger.owner, String(row.conversa_id), String(row.id));
  assert.equal(refused.status, 404);
});

test('a transcriber that fails: one polite answer, the audio kept, nothing for the assistant', async () => {
  const { clinic, path } = await clinicWithAssistant('voz-falha');
  await faultTranscriptions({ status: 500 });
  const { id } = await voiceNote(clinic, 'Tem horário sábado?');
  await eventually(async () => {
    const sent = await sentMessages(clinic.instance);
    assert.deepEqual(
      sent.map((m) => m.text),
      [CANNOT_HEAR],
    );
  });
  const row = await messageOf(clinic.owner, id);
  assert.deepEqual([row.body, row.midia_erro, row.transcricao], ['[áudio]', 'A transcrição falhou.', null]);
  assert.ok(row.midia_path, 'the audio is kept for the owner');
  assert.equal((await webhookDeliveries(path)).length, 0);
});

test('a transcript that comes late is attached to the message, not answered twice', async () => {
  const { clinic } = await clinicWithAssistant('voz-tarde');
  await faultTranscriptions({ delayMs: 3500, times: 1 });
  const { id } = await voiceNote(clinic, 'Pode ser às 10h?');
  await eventually(async () =>
    assert.deepEqual(
      (await sentMessages(clinic.instance)).map((m) => m.text),
      [CANNOT_HEAR],
    ),
  );
  const late = await eventually(async () => {
    const row = await messageOf(clinic.owner, id);
    assert.equal(row.transcricao, 'Pode ser às 10h?');
    return row;
  }, 10_000);
  assert.equal(late.body, '🎤 Pode ser às 10h?');
  assert.equal((await sentMessages(clinic.instance)).length, 1, 'answered once');
});

test('a voice note over 10 minutes is not sent to the transcriber', async () => {
  const { clinic, path } = await clinicWithAssistant('voz-longa');
  const { id } = await voiceNote(clinic, 'muito longo', 700);
  await eventually(async () =>
    assert.deepEqual(
      (await sentMessages(clinic.instance)).map((m) => m.text),
      [CANNOT_HEAR],
    ),
  );
  const row = await messageOf(clinic.owner, id);
  assert.equal(row.midia_erro, 'Áudio com mais de 10 minutos.');
  assert.equal((await webhookDeliveries(path)).length, 0);
});

test('pictures reach the assistant by their caption, or as a picture it cannot see', async () => {
  const { clinic, path } = await clinicWithAssistant('foto');
  const picture = (caption?: string) =>
    evolutionControl<{ id: string }>(`/instances/${clinic.instance}/receive`, 'POST', {
      from: CLIENT,
      pushName: 'Cliente',
      image: { base64: audioBytes(), mimetype: 'image/jpeg', ...(caption ? { caption } : {}) },
    });
  const withCaption = await picture('Quero esse corte');
  assert.equal(await forwarded(path, withCaption.id), '[Imagem] Quero esse corte');
  const row = await messageOf(clinic.owner, withCaption.id);
  assert.deepEqual([row.body, row.midia_tipo, row.midia_mime], ['[imagem] Quero esse corte', 'imagem', 'image/jpeg']);
  const bare = await picture();
  assert.equal(await forwarded(path, bare.id), '[Imagem sem legenda]');
});

test("the official channel's media are fetched from Meta: a voice note heard, a picture, a document", async () => {
  const { clinic, path } = await clinicWithAssistant('voz-oficial');
  // The same owner moves to the official channel: conversations and assistant stay.
  await raw('/functions/v1/whatsapp-instance', {
    method: 'POST',
    token: clinic.owner.accessToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'delete' }),
  });
  const signed = await connectCloud(clinic.owner, `55219${String(Date.now()).slice(-8)}`);
  const { id } = await clientWrites(signed.phone_number_id, CLIENT, {
    audio: { base64: audioBytes(), mime_type: 'audio/ogg', text: 'Vocês atendem convênio?', seconds: 3 },
  });
  assert.equal(await forwarded(path, id), '[Áudio transcrito] Vocês atendem convênio?');
  const row = await messageOf(clinic.owner, id);
  assert.deepEqual([row.body, row.midia_segundos], ['🎤 Vocês atendem convênio?', 3]);

  // A picture and a document over the Cloud API: kept, and read by their caption or their name.
  const photo = await clientWrites(signed.phone_number_id, CLIENT, {
    image: { base64: audioBytes(), mime_type: 'image/jpeg', caption: 'Minha carteirinha' },
  });
  assert.equal(await forwarded(path, photo.id), '[Imagem] Minha carteirinha');
  const file = await clientWrites(signed.phone_number_id, CLIENT, {
    document: { base64: audioBytes(), mime_type: 'application/pdf', filename: 'pedido.pdf' },
  });
  assert.equal(await forwarded(path, file.id), '[Documento: pedido.pdf]');
  const doc = await messageOf(clinic.owner, file.id);
  assert.deepEqual([doc.midia_tipo, doc.midia_mime], ['documento', 'application/pdf']);
  assert.ok(doc.midia_path);
});

test('media past MEDIA_RETENTION_DAYS are deleted by the minute jobs; the transcript stays', async () => {
  const { clinic, path } = await clinicWithAssistant('voz-guarda');
  const { id } = await voiceNote(clinic, 'Obrigado pelo atendimento');
  await forwarded(path, id);
  const row = await messageOf(clinic.owner, id);
  await sql(`update public.chat_messages set created_at = now() - interval '91 days' where id = $1`, [row.id]);
  const run = await dispatch();
  assert.equal(run.status, 200);
  const [after] = await sql<{ midia_apagada_em: string | null; transcricao: string }>(
    'select midia_apagada_em, transcricao from public.chat_messages where id = $1',
    [row.id],
  );
  assert.ok(after.midia_apagada_em);
  assert.equal(after.transcricao, 'Obrigado pelo atendimento');
  const bucket = `midia-${clinic.owner.id.toLowerCase()}`;
  const { error } = await serviceClient().storage.from(bucket).download(String(row.midia_path));
  assert.ok(error, 'the object is gone');
  const media = await inboxMedia(clinic.owner, String(row.conversa_id), String(row.id));
  assert.deepEqual([media.status, media.body.error?.code], [404, 'media_not_found']);
});
