// Messages under /message: sendText through an open instance, logged for the tests and delivered as
// `send.message` to the instance's webhook.
import { Hono } from 'hono';
import { EvoError, instanceOf, readBody, whatsappNumber } from './errors.ts';
import type { EvolutionStore } from './store.ts';
import type { EvolutionWebhooks } from './webhooks.ts';

export function messageRoutes(store: EvolutionStore, webhooks: EvolutionWebhooks): Hono {
  return new Hono({ strict: false }).post('/sendText/:instance', async (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    const body = await readBody(c.req.raw);
    const text = typeof body.text === 'string' ? body.text : '';
    if (!text) throw new EvoError(400, ['text is required']);
    const number = whatsappNumber(body.number);
    if (!number) {
      throw new EvoError(400, [
        { exists: false, jid: `${String(body.number ?? '')}@s.whatsapp.net`, number: body.number ?? null },
      ]);
    }
    if (instance.state !== 'open') throw new EvoError(400, ['Connection Closed']);
    const sent = store.logMessage({ instance: instance.instanceName, number, text });
    const message = {
      key: { remoteJid: `${number}@s.whatsapp.net`, fromMe: true, id: sent.id },
      pushName: '',
      status: 'PENDING',
      message: { conversation: text },
      messageType: 'conversation',
      messageTimestamp: Math.floor(Date.now() / 1000),
      instanceId: instance.instanceId,
      source: 'unknown',
    };
    webhooks.send(instance, 'send.message', message);
    return c.json(message, 201);
  });
}
