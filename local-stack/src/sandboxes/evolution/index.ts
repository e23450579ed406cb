// A local stand-in for Evolution API v2 (PROVIDERS.md), mounted by the gateway at /sandbox/evolution:
// instances (create, QR, connection state, logout, delete), webhook settings and text messages, with
// the global key or the instance's own hash in `apikey`. Under /_control, the sandbox's own test
// controls (not Evolution's): the phone "scans" the QR, the message log, faults.
import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { dispatch, proxyErrorPage } from '../dispatch.ts';
import { Faults } from '../faults.ts';
import { EvolutionStore, type Instance, type InstanceWebhook } from './store.ts';
import { EvolutionWebhooks } from './webhooks.ts';

export interface EvolutionSandboxOptions {
  /** The global API key (AUTHENTICATION_API_KEY of an Evolution server). */
  apiKey: string;
  /** This sandbox's URL as callers reach it, e.g. http://127.0.0.1:54321/sandbox/evolution. */
  publicUrl: string;
  /** JSON file keeping instances and the message log between runs (null: memory only). */
  dataFile?: string | null;
  /** On a fresh sandbox, add the demo clinic's connected instance (supabase/seed.sql). */
  seedDemo?: boolean;
}

export interface EvolutionSandbox {
  handle(req: Request): Promise<Response>;
  close(): void;
}

/** The demo clinic's instance: its name is the demo user's id, as in the agent flow. */
export const DEMO_INSTANCE = {
  instanceName: '11111111-1111-4111-8111-111111111111',
  number: '5511987654321',
  hash: 'DEMOCLINICA0000000000000000000001',
};

type Body = Record<string, unknown>;

/** Evolution's error body: {status, error, response: {message: [...]}}. */
function evoError(status: number, messages: unknown[]): Response {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status] ?? 'Error';
  return Response.json({ status, error, response: { message: messages } }, { status });
}

class EvoError extends Error {
  constructor(
    readonly status: number,
    readonly messages: unknown[],
  ) {
    super(String(messages[0]));
  }
}

const notFound = (name: string) => new EvoError(404, [`The "${name}" instance does not exist`]);
const obj = (v: unknown): Body | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Body) : null;

async function readJson(req: Request): Promise<Body> {
  const text = await req.text();
  if (!text) return {};
  try {
    const body = obj(JSON.parse(text));
    if (body) return body;
  } catch {
    // fall through
  }
  throw new EvoError(400, ['Invalid JSON body']);
}

function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** A WhatsApp number as the gateway accepts it: 10 to 13 digits (55 + DDD + number). */
function whatsappNumber(value: unknown): string | null {
  const digits = String(value ?? '')
    .replace(/@.*$/, '')
    .replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 13 ? digits : null;
}

async function qrPayload(instance: Instance) {
  const base64 = await QRCode.toDataURL(instance.qrCode ?? '', { errorCorrectionLevel: 'M', margin: 2, width: 300 });
  return { pairingCode: null, code: instance.qrCode, base64, count: instance.qrCount };
}

/** The events a webhook can subscribe to (Evolution v2's EventController.events). */
export const EVOLUTION_EVENTS = [
  'APPLICATION_STARTUP',
  'QRCODE_UPDATED',
  'MESSAGES_SET',
  'MESSAGES_UPSERT',
  'MESSAGES_EDITED',
  'MESSAGES_UPDATE',
  'MESSAGES_DELETE',
  'SEND_MESSAGE',
  'CONTACTS_SET',
  'CONTACTS_UPSERT',
  'CONTACTS_UPDATE',
  'PRESENCE_UPDATE',
  'CHATS_SET',
  'CHATS_UPSERT',
  'CHATS_UPDATE',
  'CHATS_DELETE',
  'GROUPS_UPSERT',
  'GROUP_UPDATE',
  'GROUP_PARTICIPANTS_UPDATE',
  'CONNECTION_UPDATE',
  'LABELS_EDIT',
  'LABELS_ASSOCIATION',
  'CALL',
  'TYPEBOT_START',
  'TYPEBOT_CHANGE_STATUS',
  'REMOVE_INSTANCE',
  'LOGOUT_INSTANCE',
];

/**
 * Webhook settings as Evolution keeps them: enabled with no events means every event; disabled keeps
 * the URL and no events.
 */
function webhookFrom(input: unknown): InstanceWebhook | null {
  const w = obj(input);
  if (!w) return null;
  const enabled = w.enabled !== false;
  const events = Array.isArray(w.events) ? w.events.map(String) : [];
  return {
    id: `c${crypto.randomBytes(12).toString('hex')}`,
    url: typeof w.url === 'string' ? w.url : '',
    enabled,
    events: !enabled ? [] : events.length ? events : [...EVOLUTION_EVENTS],
    byEvents: Boolean(w.byEvents ?? w.webhookByEvents ?? w.webhook_by_events),
    base64: Boolean(w.base64 ?? w.webhookBase64 ?? w.webhook_base64),
    headers: (obj(w.headers) as Record<string, string> | null) ?? {},
    updatedAt: new Date().toISOString(),
  };
}

/** Evolution's Webhook record, as webhook/set and webhook/find answer it (null when none is set). */
function webhookRecord(instance: Instance) {
  const w = instance.webhook;
  if (!w) return null;
  return {
    id: w.id ?? instance.instanceId,
    url: w.url,
    headers: w.headers,
    enabled: w.enabled,
    events: w.events,
    webhookByEvents: w.byEvents,
    webhookBase64: w.base64,
    createdAt: instance.createdAt,
    updatedAt: w.updatedAt ?? instance.createdAt,
    instanceId: instance.instanceId,
  };
}

/** Evolution's checks of a webhook/set body (its JSON schema's messages). */
function checkWebhookBody(body: Body): Body {
  const nested = obj(body.webhook);
  // v2 wants the settings nested under `webhook`; a flat body is refused.
  if (!nested) throw new EvoError(400, ['instance requires property "webhook"']);
  if (typeof nested.enabled !== 'boolean') throw new EvoError(400, ['webhook requires property "enabled"']);
  if (nested.events !== undefined) {
    if (!Array.isArray(nested.events)) throw new EvoError(400, ['webhook.events is not of a type(s) array']);
    const bad = nested.events.findIndex((e) => !EVOLUTION_EVENTS.includes(String(e)));
    if (bad >= 0) {
      throw new EvoError(400, [`webhook.events[${bad}] is not one of enum values: ${EVOLUTION_EVENTS.join(',')}`]);
    }
  }
  if (nested.enabled) {
    if (typeof nested.url !== 'string' || !nested.url) {
      throw new EvoError(400, ['The "url" cannot be empty when webhook is enabled']);
    }
    if (!/^https?:\/\/[^\s/]+/.test(nested.url)) throw new EvoError(400, ['Invalid "url" property']);
  }
  return nested;
}

/**
 * The instance's behaviour settings as Evolution keeps them (its LocalSettings): top-level fields of
 * the create body. Other keys (such as an older client's `settings: {reconnectTimeout…}`) are ignored.
 */
function localSettings(body: Body) {
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

export function createEvolutionSandbox(options: EvolutionSandboxOptions): EvolutionSandbox {
  const store = new EvolutionStore(options.dataFile ?? null);
  const webhooks = new EvolutionWebhooks(options.publicUrl);
  const faults = new Faults();
  if (!store.restored && options.seedDemo) {
    store.instances.set(DEMO_INSTANCE.instanceName, {
      ...DEMO_INSTANCE,
      instanceId: crypto.randomUUID(),
      integration: 'WHATSAPP-BAILEYS',
      state: 'open',
      qrCount: 0,
      qrCode: null,
      webhook: null,
      settings: localSettings({}),
      createdAt: new Date().toISOString(),
    });
    store.save();
  }

  function instanceOf(name: string): Instance {
    const instance = store.instances.get(name);
    if (!instance) throw notFound(name);
    return instance;
  }

  /** The instance whose own hash is the request's key (null for the global key or none). */
  function ownerOfKey(req: Request): Instance | null {
    const key = req.headers.get('apikey') ?? '';
    if (!key || sameKey(key, options.apiKey)) return null;
    return [...store.instances.values()].find((i) => sameKey(key, i.hash)) ?? null;
  }

  /**
   * As Evolution's guard: the global key for everything; an instance's own hash for that instance's
   * routes and for fetchInstances (which then lists that instance only).
   */
  function authorized(req: Request, path: string, instanceName: string | null): boolean {
    const key = req.headers.get('apikey') ?? '';
    if (!key) return false;
    if (sameKey(key, options.apiKey)) return true;
    if (path === '/instance/fetchInstances') return ownerOfKey(req) !== null;
    const instance = instanceName ? store.instances.get(instanceName) : undefined;
    return Boolean(instance && sameKey(key, instance.hash));
  }

  /** A new QR for a connection attempt (each scan attempt gets a fresh code). */
  function newQr(instance: Instance) {
    instance.state = 'connecting';
    instance.qrCount += 1;
    instance.qrCode = `2@${crypto.randomBytes(24).toString('base64')},${crypto.randomBytes(16).toString('base64')},${instance.qrCount}`;
  }

  async function create(body: Body) {
    const name = typeof body.instanceName === 'string' ? body.instanceName.trim() : '';
    if (!name) throw new EvoError(400, ['The "instanceName" cannot be empty']);
    if (store.instances.has(name)) throw new EvoError(403, [`This name "${name}" is already in use.`]);
    const integration = typeof body.integration === 'string' ? body.integration : 'WHATSAPP-BAILEYS';
    if (!['WHATSAPP-BAILEYS', 'WHATSAPP-BUSINESS', 'EVOLUTION'].includes(integration)) {
      throw new EvoError(400, ['Invalid integration']);
    }
    const instance: Instance = {
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
    store.instances.set(name, instance);
    const wantsQr = body.qrcode === true;
    if (wantsQr) newQr(instance);
    const qrcode = wantsQr ? await qrPayload(instance) : { count: 0 };
    if (wantsQr) webhooks.send(instance, 'qrcode.updated', { qrcode: { instance: name, ...qrcode } });
    return {
      status: 201,
      body: {
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
    };
  }

  async function api(req: Request, path: string, params: URLSearchParams): Promise<{ status: number; body: unknown }> {
    const m = req.method;
    let match: RegExpExecArray | null;
    const ok = (body: unknown) => ({ status: 200, body });
    if (path === '/instance/create' && m === 'POST') return create(await readJson(req));
    if (path === '/instance/fetchInstances' && m === 'GET') {
      // With an instance's own key, Evolution lists that instance only.
      const own = ownerOfKey(req);
      const only = own ? own.instanceName : params.get('instanceName');
      return ok(
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
    }
    if ((match = /^\/instance\/connect\/([^/]+)$/.exec(path)) && m === 'GET') {
      const instance = instanceOf(decodeURIComponent(match[1]));
      if (instance.state === 'open') return ok({ instance: { instanceName: instance.instanceName, state: 'open' } });
      // As Evolution: while connecting, the QR being shown; a closed instance starts a new attempt.
      if (instance.state === 'connecting' && instance.qrCode) return ok(await qrPayload(instance));
      newQr(instance);
      store.save();
      const qrcode = await qrPayload(instance);
      webhooks.send(instance, 'qrcode.updated', { qrcode: { instance: instance.instanceName, ...qrcode } });
      return ok(qrcode);
    }
    if ((match = /^\/instance\/connectionState\/([^/]+)$/.exec(path)) && m === 'GET') {
      const instance = instanceOf(decodeURIComponent(match[1]));
      return ok({ instance: { instanceName: instance.instanceName, state: instance.state } });
    }
    if ((match = /^\/instance\/logout\/([^/]+)$/.exec(path)) && m === 'DELETE') {
      const instance = instanceOf(decodeURIComponent(match[1]));
      if (instance.state === 'close')
        throw new EvoError(400, [`The "${instance.instanceName}" instance is not connected`]);
      instance.state = 'close';
      instance.number = null;
      instance.qrCode = null;
      webhooks.send(instance, 'connection.update', { instance: instance.instanceName, state: 'close' });
      return ok({ status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } });
    }
    if ((match = /^\/instance\/delete\/([^/]+)$/.exec(path)) && m === 'DELETE') {
      const instance = instanceOf(decodeURIComponent(match[1]));
      // Evolution logs a connected (or connecting) instance out before deleting it.
      if (instance.state !== 'close') {
        webhooks.send(instance, 'connection.update', { instance: instance.instanceName, state: 'close' });
      }
      store.instances.delete(instance.instanceName);
      return ok({ status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } });
    }
    if ((match = /^\/webhook\/set\/([^/]+)$/.exec(path)) && m === 'POST') {
      const instance = instanceOf(decodeURIComponent(match[1]));
      const nested = checkWebhookBody(await readJson(req));
      const next = webhookFrom(nested)!;
      // One record per instance: a new setting keeps its id.
      instance.webhook = { ...next, id: instance.webhook?.id ?? next.id };
      return { status: 201, body: webhookRecord(instance) };
    }
    if ((match = /^\/webhook\/find\/([^/]+)$/.exec(path)) && m === 'GET') {
      return ok(webhookRecord(instanceOf(decodeURIComponent(match[1]))));
    }
    if ((match = /^\/message\/sendText\/([^/]+)$/.exec(path)) && m === 'POST') {
      const instance = instanceOf(decodeURIComponent(match[1]));
      const body = await readJson(req);
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
      return { status: 201, body: message };
    }
    throw new EvoError(404, ['Cannot ' + m + ' ' + path]);
  }

  async function control(req: Request, path: string, params: URLSearchParams): Promise<Response | null> {
    let match: RegExpExecArray | null;
    if ((match = /^\/_control\/instances\/([^/]+)\/scan$/.exec(path)) && req.method === 'POST') {
      const instance = instanceOf(decodeURIComponent(match[1]));
      const body = await readJson(req);
      // A phone can only scan a QR on screen: create with qrcode:true or call /instance/connect first.
      if (instance.state !== 'connecting' || !instance.qrCode) {
        return Response.json(
          { error: `no QR code to scan: the instance is ${instance.state}; call /instance/connect first` },
          { status: 409 },
        );
      }
      instance.state = 'open';
      instance.number =
        whatsappNumber(body.number) ?? `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      instance.qrCode = null;
      webhooks.send(instance, 'connection.update', {
        instance: instance.instanceName,
        state: 'open',
        wuid: `${instance.number}@s.whatsapp.net`,
      });
      store.save();
      return Response.json({ instanceName: instance.instanceName, state: instance.state, number: instance.number });
    }
    if ((match = /^\/_control\/instances\/([^/]+)\/disconnect$/.exec(path)) && req.method === 'POST') {
      const instance = instanceOf(decodeURIComponent(match[1]));
      instance.state = 'close';
      webhooks.send(instance, 'connection.update', { instance: instance.instanceName, state: 'close' });
      store.save();
      return Response.json({ instanceName: instance.instanceName, state: instance.state });
    }
    if (path === '/_control/messages' && req.method === 'GET') {
      const only = params.get('instance');
      return Response.json(store.messages.filter((msg) => !only || msg.instance === only));
    }
    if (path === '/_control/webhooks' && req.method === 'GET') return Response.json(webhooks.log);
    return null;
  }

  async function route(req: Request, path: string, params: URLSearchParams): Promise<Response> {
    const instanceName = /^\/[^/]+\/[^/]+\/([^/]+)$/.exec(path)?.[1] ?? null;
    if (!authorized(req, path, instanceName ? decodeURIComponent(instanceName) : null)) {
      throw new EvoError(401, ['Unauthorized']);
    }
    const { status, body } = await api(req, path, params);
    if (req.method !== 'GET') store.save();
    return Response.json(body, { status });
  }

  return {
    handle: dispatch({
      name: 'sandbox/evolution',
      faults,
      control,
      route,
      unavailable: (status) => proxyErrorPage(status, 'Bad Gateway'),
      error: (err) => (err instanceof EvoError ? evoError(err.status, err.messages) : null),
      internalError: () => evoError(500, ['Internal Server Error']),
    }),
    close() {
      webhooks.stop();
      store.flush();
    },
  };
}
