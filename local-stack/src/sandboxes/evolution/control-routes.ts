// The sandbox's own test controls under /_control (not Evolution's), no key: the phone scans the QR
// on screen or drops the connection, a client's message (text, voice note, picture or document)
// arrives, the sent messages and the webhook delivery log.
import crypto from 'node:crypto';
import { Hono } from 'hono';
import { instanceOf, readBody, whatsappNumber } from './errors.ts';
import type { VoiceNotes } from '../voiceNotes.ts';
import { receivedMedia } from './media.ts';
import { messageData } from './records.ts';
import type { EvolutionStore } from './store.ts';
import type { EvolutionWebhooks } from './webhooks.ts';

export function controlRoutes(store: EvolutionStore, webhooks: EvolutionWebhooks, voiceNotes: VoiceNotes): Hono {
  const app = new Hono({ strict: false });

  app.post('/instances/:instance/scan', async (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    const body = await readBody(c.req.raw);
    // A phone can only scan a QR on screen: create with qrcode:true or call /instance/connect first.
    if (instance.state !== 'connecting' || !instance.qrCode) {
      return c.json(
        { error: `no QR code to scan: the instance is ${instance.state}; call /instance/connect first` },
        409,
      );
    }
    instance.state = 'open';
    instance.number = whatsappNumber(body.number) ?? `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    instance.qrCode = null;
    webhooks.send(instance, 'connection.update', {
      instance: instance.instanceName,
      state: 'open',
      wuid: `${instance.number}@s.whatsapp.net`,
    });
    store.save();
    return c.json({ instanceName: instance.instanceName, state: instance.state, number: instance.number });
  });

  app.post('/instances/:instance/disconnect', (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    instance.state = 'close';
    webhooks.send(instance, 'connection.update', { instance: instance.instanceName, state: 'close' });
    store.save();
    return c.json({ instanceName: instance.instanceName, state: instance.state });
  });

  // A client's message reaching the connected number: {from, text, pushName?}, or a voice note, picture
  // or document instead of the text (media.ts: audio {base64, mimetype, seconds?, text?}, image
  // {base64, mimetype, caption?}, document {base64, mimetype, fileName, caption?}); a group's message
  // names the group ('…@g.us') in `from` and its author in `participant`.
  app.post('/instances/:instance/receive', async (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    const body = await readBody(c.req.raw);
    const sent = ['text', 'audio', 'image', 'document'].some((k) => body[k] !== undefined && body[k] !== '');
    if (!sent) return c.json({ error: 'text (or audio, image or document) is required' }, 400);
    const group = typeof body.from === 'string' && body.from.endsWith('@g.us') ? body.from : null;
    const author = whatsappNumber(group ? body.participant : body.from);
    if (!author) {
      return c.json({ error: group ? 'participant must be a WhatsApp number' : 'from must be a WhatsApp number' }, 400);
    }
    // Messages only arrive at a connected phone.
    if (instance.state !== 'open') {
      return c.json({ error: `the instance is ${instance.state}: no phone is connected to receive messages` }, 409);
    }
    const media = receivedMedia(body, voiceNotes);
    if (media && 'error' in media) return c.json({ error: media.error }, 400);
    const text = media ? media.caption : typeof body.text === 'string' ? body.text : '';
    if (!media && !text) return c.json({ error: 'text must be a non-empty string' }, 400);
    const received = store.logMessage({
      id: `3A${crypto.randomBytes(9).toString('hex').toUpperCase()}`,
      instance: instance.instanceName,
      number: group ? group.split('@')[0] : author,
      remoteJid: group ?? `${author}@s.whatsapp.net`,
      ...(group ? { participant: `${author}@s.whatsapp.net` } : {}),
      text,
      fromMe: false,
      pushName: typeof body.pushName === 'string' ? body.pushName : '',
      source: 'android',
      ...(media ? { media: media.media } : {}),
    });
    // A webhook set with base64 gets the media's bytes in the delivery (message.base64).
    const { key, pushName, ...rest } = messageData(instance, received, { base64: instance.webhook?.base64 === true });
    webhooks.send(instance, 'messages.upsert', { key, pushName, status: 'DELIVERY_ACK', ...rest });
    store.save();
    return c.json({ id: received.id });
  });

  // The owner typing on the connected phone itself: {to, text}. WhatsApp reports it to the instance as
  // messages.upsert with fromMe true (a send through the API is send.message instead).
  app.post('/instances/:instance/type', async (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    const body = await readBody(c.req.raw);
    const text = typeof body.text === 'string' ? body.text : '';
    const to = whatsappNumber(body.to);
    if (!text || !to) return c.json({ error: 'to (a WhatsApp number) and text are required' }, 400);
    if (instance.state !== 'open') {
      return c.json({ error: `the instance is ${instance.state}: no phone is connected` }, 409);
    }
    const typed = store.logMessage({
      instance: instance.instanceName,
      number: to,
      text,
      fromMe: true,
      source: 'android',
    });
    webhooks.send(instance, 'messages.upsert', { ...messageData(instance, typed), status: 'SERVER_ACK' });
    store.save();
    return c.json({ id: typed.id });
  });

  // What the instances sent (the history's received messages are read with chat/findMessages).
  app.get('/messages', (c) => {
    const only = c.req.query('instance');
    return c.json(store.messages.filter((msg) => msg.fromMe !== false && (!only || msg.instance === only)));
  });

  app.get('/webhooks', (c) => c.json(webhooks.log));
  return app;
}
