// Instances under /instance: create (with a QR on request), the QR of a connection attempt, the
// connection state, the list, logout and delete, as Evolution v2 answers them.
import crypto from 'node:crypto';
import { Hono } from 'hono';
import QRCode from 'qrcode';
import { EvoError, instanceOf, readBody, type Body } from './errors.ts';
import { EvolutionStore, type Instance } from './store.ts';
import { webhookFrom } from './webhook-routes.ts';
import type { EvolutionWebhooks } from './webhooks.ts';

/**
 * The instance's behaviour settings as Evolution keeps them (its LocalSettings): top-level fields of
 * the create body. Other keys (such as an older client's `settings: {reconnectTimeout…}`) are ignored.
 */
export function localSettings(body: Body) {
  return {
    rejectCall: body.rejectCall === true,
    msgCall: typeof body.msgCall === 'string' ? body.msgCall : '',
    groupsIgnore: body.groupsIgnore === true,
    alwaysOnline: body.alwaysOnline === true,
    readMessages: body.readMessages === true,
    readStatus: body.readStatus === true,
    syncFullHistory: body.syncFullHistory === true,
  };
}

async function qrPayload(instance: Instance) {
  const base64 = await QRCode.toDataURL(instance.qrCode ?? '', { errorCorrectionLevel: 'M', margin: 2, width: 300 });
  return { pairingCode: null, code: instance.qrCode, base64, count: instance.qrCount };
}

/** A new QR for a connection attempt (each scan attempt gets a fresh code). */
function newQr(instance: Instance) {
  instance.state = 'connecting';
  instance.qrCount += 1;
  instance.qrCode = `2@${crypto.randomBytes(24).toString('base64')},${crypto.randomBytes(16).toString('base64')},${instance.qrCount}`;
}

/** The QR shown for an attempt, also delivered as `qrcode.updated`. */
async function showQr(webhooks: EvolutionWebhooks, instance: Instance) {
  const qrcode = await qrPayload(instance);
  webhooks.send(instance, 'qrcode.updated', { qrcode: { instance: instance.instanceName, ...qrcode } });
  return qrcode;
}

function newInstance(name: string, integration: string, body: Body): Instance {
  return {
    instanceName: name,
    instanceId: crypto.randomUUID(),
    hash: typeof body.token === 'string' && body.token ? body.token : EvolutionStore.hash(),
    integration,
    state: 'close',
    number: null,
    qrCount: 0,
    qrCode: null,
    // v2 takes `webhook: {…}`; the older flat fields (webhookUrl, webhookByEvents…) still work.
    webhook:
      webhookFrom(body.webhook) ??
      (typeof body.webhookUrl === 'string'
        ? webhookFrom({
            url: body.webhookUrl,
            byEvents: body.webhookByEvents,
            base64: body.webhookBase64,
            events: body.webhookEvents,
          })
        : null),
    settings: localSettings(body),
    createdAt: new Date().toISOString(),
  };
}

/** The routes below /instance; `ownerOfKey` is the instance whose own hash is the request's key. */
export function instanceRoutes(
  store: EvolutionStore,
  webhooks: EvolutionWebhooks,
  ownerOfKey: (req: Request) => Instance | null,
): Hono {
  const app = new Hono({ strict: false });
  const closed = (instance: Instance) =>
    webhooks.send(instance, 'connection.update', { instance: instance.instanceName, state: 'close' });

  app.post('/create', async (c) => {
    const body = await readBody(c.req.raw);
    const name = typeof body.instanceName === 'string' ? body.instanceName.trim() : '';
    if (!name) throw new EvoError(400, ['The "instanceName" cannot be empty']);
    if (store.instances.has(name)) throw new EvoError(403, [`This name "${name}" is already in use.`]);
    const integration = typeof body.integration === 'string' ? body.integration : 'WHATSAPP-BAILEYS';
    if (!['WHATSAPP-BAILEYS', 'WHATSAPP-BUSINESS', 'EVOLUTION'].includes(integration)) {
      throw new EvoError(400, ['Invalid integration']);
    }
    const instance = newInstance(name, integration, body);
    store.instances.set(name, instance);
    const wantsQr = body.qrcode === true;
    if (wantsQr) newQr(instance);
    const qrcode = wantsQr ? await showQr(webhooks, instance) : { count: 0 };
    return c.json(
      {
        instance: { instanceName: name, instanceId: instance.instanceId, integration, status: instance.state },
        hash: instance.hash,
        webhook: {
          webhookUrl: instance.webhook?.url,
          webhookByEvents: instance.webhook?.byEvents,
          webhookBase64: instance.webhook?.base64,
        },
        websocket: { enabled: false },
        rabbitmq: { enabled: false },
        sqs: { enabled: false },
        settings: instance.settings,
        qrcode,
      },
      201,
    );
  });

  app.get('/fetchInstances', (c) => {
    // With an instance's own key, Evolution lists that instance only.
    const only = ownerOfKey(c.req.raw)?.instanceName ?? c.req.query('instanceName');
    return c.json(
      [...store.instances.values()]
        .filter((i) => !only || i.instanceName === only)
        .map((i) => ({
          id: i.instanceId,
          name: i.instanceName,
          connectionStatus: i.state,
          ownerJid: i.number ? `${i.number}@s.whatsapp.net` : null,
          number: i.number,
          integration: i.integration,
          token: i.hash,
          createdAt: i.createdAt,
        })),
    );
  });

  app.get('/connect/:instance', async (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    if (instance.state === 'open') return c.json({ instance: { instanceName: instance.instanceName, state: 'open' } });
    // As Evolution: while connecting, the QR being shown; a closed instance starts a new attempt.
    if (instance.state === 'connecting' && instance.qrCode) return c.json(await qrPayload(instance));
    newQr(instance);
    store.save();
    return c.json(await showQr(webhooks, instance));
  });

  app.get('/connectionState/:instance', (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    return c.json({ instance: { instanceName: instance.instanceName, state: instance.state } });
  });

  app.delete('/logout/:instance', (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    if (instance.state === 'close')
      throw new EvoError(400, [`The "${instance.instanceName}" instance is not connected`]);
    instance.state = 'close';
    instance.number = null;
    instance.qrCode = null;
    closed(instance);
    return c.json({ status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } });
  });

  app.delete('/delete/:instance', (c) => {
    const instance = instanceOf(store, c.req.param('instance'));
    // Evolution logs a connected (or connecting) instance out before deleting it.
    if (instance.state !== 'close') closed(instance);
    store.instances.delete(instance.instanceName);
    return c.json({ status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } });
  });
  return app;
}
