// The sandbox's own test controls under /_control (not Meta's), no token: a client's message reaching
// a number (it opens that client's 24-hour window, its media is kept, a voice note's words are
// registered for the transcription, the webhook delivers it), what the numbers sent, the numbers
// Embedded Signup created, the delivery log and the callback URL check.
import crypto from 'node:crypto';
import { Hono } from 'hono';
import type { VoiceNotes } from '../voiceNotes.ts';
import { obj, readBody, str, type Body } from './errors.ts';
import { wamid } from './messages.ts';
import { graphId, type MetaStore, type PhoneNumber } from './store.ts';
import type { MetaWebhooks } from './webhooks.ts';

/** A control called wrongly: 400 with {error}. */
export class ControlError extends Error {}

/**
 * The message's own field (text, audio, image, document or button) as Meta's webhook carries it. A
 * voice note given the words it says (`audio.text`, even '', with `audio.seconds` or the words'
 * spoken length) is registered for the model sandbox's transcription.
 */
function content(store: MetaStore, voiceNotes: VoiceNotes, number: PhoneNumber, body: Body): [string, Body] {
  const kinds = ['text', 'audio', 'image', 'document', 'button'].filter((k) => body[k] !== undefined);
  if (kinds.length !== 1) throw new ControlError('exactly one of text, audio, image, document or button is required');
  const kind = kinds[0];
  if (kind === 'text') {
    if (!str(body.text)) throw new ControlError('text must be a non-empty string');
    return [kind, { body: str(body.text) }];
  }
  const given = obj(body[kind]) ?? {};
  if (kind === 'button') {
    if (!str(given.text)) throw new ControlError('button.text is required');
    return [kind, { payload: str(given.payload), text: str(given.text) }];
  }
  const bytes = Buffer.from(str(given.base64), 'base64');
  if (!bytes.length || !str(given.mime_type))
    throw new ControlError(`${kind}.base64 and ${kind}.mime_type are required`);
  if (kind === 'document' && !str(given.filename).trim()) throw new ControlError('document.filename is required');
  if (kind === 'audio') {
    const { text, seconds } = given;
    if (text !== undefined && typeof text !== 'string') throw new ControlError('audio.text must be a string');
    if (seconds !== undefined && !(typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0)) {
      throw new ControlError('audio.seconds must be a number of seconds');
    }
    if (typeof text === 'string') voiceNotes.register(bytes, text.trim(), seconds as number | undefined);
  }
  const media = {
    id: graphId(),
    phone_number_id: number.phone_number_id,
    mime_type: str(given.mime_type),
    base64: bytes.toString('base64'),
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    file_size: bytes.length,
  };
  store.addMedia(media);
  const caption = str(given.caption) ? { caption: str(given.caption) } : {};
  const extra =
    kind === 'audio'
      ? { voice: true }
      : kind === 'document'
        ? { filename: str(given.filename).trim(), ...caption }
        : caption;
  return [kind, { id: media.id, mime_type: media.mime_type, sha256: media.sha256, ...extra }];
}

export function controlRoutes(
  store: MetaStore,
  webhooks: MetaWebhooks,
  verifyToken: string,
  voiceNotes: VoiceNotes,
): Hono {
  const routes = new Hono({ strict: false });

  routes.post('/receive', async (c) => {
    const body = await readBody(c.req.raw);
    const number = store.number(str(body.phone_number_id));
    if (!number) return c.json({ error: 'phone_number_id is not a number of this sandbox' }, 404);
    const from = str(body.from).replace(/\D/g, '');
    if (from.length < 8 || from.length > 15) throw new ControlError('from must be a phone number with country code');
    const [type, field] = content(store, voiceNotes, number, body);
    const context = str(obj(body.context)?.id);
    const id = wamid();
    store.logReceived({
      id,
      phone_number_id: number.phone_number_id,
      from,
      type,
      at: new Date().toISOString(),
      read: false,
    });
    void webhooks.send(number, 'messages', id, {
      contacts: [{ profile: { name: str(body.name) }, wa_id: from }],
      messages: [
        {
          from,
          id,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type,
          [type]: field,
          ...(context ? { context: { from: number.display_phone_number, id: context } } : {}),
        },
      ],
    });
    return c.json({ id, ...(field.id ? { media_id: field.id } : {}) });
  });

  routes.get('/messages', (c) => {
    const only = c.req.query('phone_number_id');
    return c.json(store.sent.filter((m) => !only || m.phone_number_id === only));
  });

  routes.get('/numbers', (c) =>
    c.json(
      store.numbers.map(({ phone_number_id, display_phone_number, waba_id, access_token }) => ({
        phone_number_id,
        display_phone_number,
        waba_id,
        access_token,
      })),
    ),
  );

  routes.get('/webhooks', (c) => c.json(webhooks.log));
  routes.post('/webhooks/verify', async (c) => c.json(await webhooks.verify(verifyToken)));
  return routes;
}
