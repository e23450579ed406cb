// A local stand-in for Evolution API v2, mounted by the gateway at /sandbox/evolution:
// instances (create, QR, connection state, logout, delete), webhook settings, text messages and the
// message history (chat/findMessages), with the global key or the instance's own hash in `apikey`.
// Under /_control, the sandbox's own test controls (not Evolution's): the phone "scans" the QR, a
// client's message (a text, voice note, picture or document) arrives, the sent-message log, faults.
import crypto from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { mountedPath } from '../../http.ts';
import { sameSecret } from '../../../../supabase/functions/_shared/secret.ts';
import { finish, proxyErrorPage, sandboxApp } from '../app.ts';
import { Faults } from '../faults.ts';
import { VoiceNotes } from '../voiceNotes.ts';
import { chatRoutes } from './chat-routes.ts';
import { controlRoutes } from './control-routes.ts';
import { EvoError, evoError } from './errors.ts';
import { instanceRoutes, localSettings } from './instance-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { EvolutionStore, type Instance } from './store.ts';
import { webhookFrom, webhookRoutes } from './webhook-routes.ts';
import { EvolutionWebhooks } from './webhooks.ts';

export { EVOLUTION_EVENTS } from './webhook-routes.ts';

export interface EvolutionSandboxOptions {
  /** The global API key (AUTHENTICATION_API_KEY of an Evolution server). */
  apiKey: string;
  /** This sandbox's URL as callers reach it, e.g. http://127.0.0.1:54321/sandbox/evolution. */
  publicUrl: string;
  /** JSON file keeping instances and the message log between runs (null: memory only). */
  dataFile?: string | null;
  /** On a fresh sandbox, add the demo clinic's connected instance (supabase/seed.sql). */
  seedDemo?: boolean;
  /**
   * The demo instance's webhook (the stack's whatsapp-webhook), set on it when it has none, so a
   * data folder from before keeps receiving clients' messages too.
   */
  demoWebhook?: { url: string; headers: Record<string, string>; events: string[] } | null;
  /** What the clients' voice notes say (shared with the model sandbox's transcription); default: its own. */
  voiceNotes?: VoiceNotes;
}

export interface EvolutionSandbox {
  /** Its routes, relative to the mount point (/instance/…, /webhook/…, /message/…, /chat/…, /_control/…). */
  app: Hono;
  handle(req: Request): Promise<Response>;
  close(): void;
}

/** The demo clinic's instance: its name is the demo user's id, as in the agent flow. */
export const DEMO_INSTANCE = {
  instanceName: '11111111-1111-4111-8111-111111111111',
  number: '5511987654321',
  hash: 'DEMOCLINICA0000000000000000000001',
};

/**
 * The demo instance's webhook secret (the x-webhook-token header of its deliveries), the same as on its
 * row in supabase/seed.sql, where its key (`hash`) is recorded too: whatsapp-webhook requires both.
 */
export const DEMO_WEBHOOK_SECRET = 'demo-clinica-webhook-secret-local-only-0000000000000000000000001';

export function createEvolutionSandbox(options: EvolutionSandboxOptions): EvolutionSandbox {
  const store = new EvolutionStore(options.dataFile ?? null);
  const webhooks = new EvolutionWebhooks(options.publicUrl);
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
  const demo = store.instances.get(DEMO_INSTANCE.instanceName);
  if (demo && !demo.webhook && options.seedDemo && options.demoWebhook) {
    demo.webhook = webhookFrom({ ...options.demoWebhook, enabled: true, byEvents: false, base64: true });
    store.save();
  }

  /** The instance whose own hash is the request's key (null for the global key or none). */
  function ownerOfKey(req: Request): Instance | null {
    const key = req.headers.get('apikey') ?? '';
    if (!key || sameSecret(key, options.apiKey)) return null;
    return [...store.instances.values()].find((i) => sameSecret(key, i.hash)) ?? null;
  }

  /**
   * As Evolution's guard: the global key for everything; an instance's own hash for that instance's
   * routes (/{group}/{action}/{instance}) and for fetchInstances (which then lists that instance only).
   */
  function authorized(c: Context): boolean {
    const key = c.req.header('apikey') ?? '';
    if (!key) return false;
    if (sameSecret(key, options.apiKey)) return true;
    const path = mountedPath(c);
    if (path === '/instance/fetchInstances') return ownerOfKey(c.req.raw) !== null;
    const [, , , name, more] = path.split('/');
    const instance = name && more === undefined ? store.instances.get(decodeURIComponent(name)) : undefined;
    return Boolean(instance && sameSecret(key, instance.hash));
  }

  const app = sandboxApp({
    name: 'sandbox/evolution',
    faults: new Faults(),
    unavailable: (status) => proxyErrorPage(status, 'Bad Gateway'),
    error: (err) => (err instanceof EvoError ? evoError(err.status, err.messages) : null),
    internalError: () => evoError(500, ['Internal Server Error']),
  });
  app.route('/_control', controlRoutes(store, webhooks, options.voiceNotes ?? new VoiceNotes()));

  // Every API route needs a key; what it changes is saved.
  const notFound = (c: Context) => new EvoError(404, [`Cannot ${c.req.method} ${mountedPath(c)}`]);
  const guard: MiddlewareHandler = async (c, next) => {
    if (!authorized(c)) throw new EvoError(401, ['Unauthorized']);
    await next();
    if (c.req.method !== 'GET' && !c.error) store.save();
  };
  const groups: Array<[string, Hono]> = [
    ['/instance', instanceRoutes(store, webhooks, ownerOfKey)],
    ['/webhook', webhookRoutes(store)],
    ['/message', messageRoutes(store, webhooks)],
    ['/chat', chatRoutes(store)],
  ];
  for (const [group, routes] of groups) {
    app.use(`${group}/*`, guard);
    app.route(group, routes);
  }

  finish(app, (c) => {
    throw authorized(c) ? notFound(c) : new EvoError(401, ['Unauthorized']);
  });
  return {
    app,
    handle: async (req) => app.fetch(req),
    close() {
      webhooks.stop();
      store.flush();
    },
  };
}
