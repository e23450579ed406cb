// Messages under /message: sendText through an open instance, kept in the instance's history (fromMe)
// and delivered as `send.message` to the instance's webhook.
import { Hono } from 'hono';
import { EvoError, instanceOf, readBody, whatsappNumber } from './errors.ts';
import { messageData } from './records.ts';
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
    const sent = store.logMessage({ instance: instance.instanceName, number, text, fromMe: true, source: 'unknown' });
    const { key, pushName, ...rest } = messageData(instance, sent);
    const message = { key, pushName, status: 'PENDING', ...rest };
    webhooks.send(instance, 'send.message', message);
    return c.json(message, 201);
  });
}
