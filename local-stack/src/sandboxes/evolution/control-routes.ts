// The sandbox's own test controls under /_control (not Evolution's), no key: the phone scans the QR
// on screen or drops the connection, the sent messages and the webhook delivery log.
import { Hono } from 'hono';
import { instanceOf, readBody, whatsappNumber } from './errors.ts';
import type { EvolutionStore } from './store.ts';
import type { EvolutionWebhooks } from './webhooks.ts';

export function controlRoutes(store: EvolutionStore, webhooks: EvolutionWebhooks): Hono {
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

  app.get('/messages', (c) => {
    const only = c.req.query('instance');
    return c.json(store.messages.filter((msg) => !only || msg.instance === only));
  });

  app.get('/webhooks', (c) => c.json(webhooks.log));
  return app;
}
