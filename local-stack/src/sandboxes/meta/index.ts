// A local stand-in for the WhatsApp Business Platform's Cloud API (graph.facebook.com/v{N}), mounted
// by the gateway at /sandbox/meta: Embedded Signup (a pt-BR popup) and the code exchange, the WABA's
// subscription and the number's registration, templates with a review clock, text and template
// messages with Meta's errors, mark-read, received media, and signed webhooks to the app's callback
// URL. Under /_control, the sandbox's own test controls (not Meta's).
import type { Hono } from 'hono';
import { mountedPath } from '../../http.ts';
import { finish, sandboxApp } from '../app.ts';
import { Faults } from '../faults.ts';
import { VoiceNotes } from '../voiceNotes.ts';
import { ControlError, controlRoutes } from './controls.ts';
import { MetaError, metaError } from './errors.ts';
import { mediaDownloads } from './media.ts';
import { messageRoutes } from './messages.ts';
import { numberRoutes } from './numbers.ts';
import { signupRoutes, type MetaApp } from './signup.ts';
import { MetaStore } from './store.ts';
import { templateRoutes } from './templates.ts';
import { MetaWebhooks } from './webhooks.ts';

export interface MetaSandboxOptions extends MetaApp {
  /** The webhook verify token the app expects on Meta's GET check of its callback URL. */
  verifyToken: string;
  /** This sandbox's URL as callers reach it, e.g. http://127.0.0.1:54321/sandbox/meta. */
  publicUrl: string;
  /** The app's webhook callback URL; null: deliveries are only logged. */
  webhookUrl?: string | null;
  /** How long a new template stays PENDING before its review ends (default 3000 ms). */
  approveAfterMs?: number;
  /** JSON file keeping numbers, templates, messages and media between runs (null: memory only). */
  dataFile?: string | null;
  /** What the clients' voice notes say (shared with the model sandbox's transcription); default: its own. */
  voiceNotes?: VoiceNotes;
}

export interface MetaSandbox {
  /** Its routes, relative to the mount point (/v{N}/…, /oauth/access_token, /lookaside/…, /_control/…). */
  app: Hono;
  handle(req: Request): Promise<Response>;
  close(): void;
}

export function createMetaSandbox(options: MetaSandboxOptions): MetaSandbox {
  const store = new MetaStore(options.dataFile ?? null);
  const webhooks = new MetaWebhooks(options.webhookUrl ?? null, options.appSecret);
  const approveAfterMs = options.approveAfterMs ?? 3000;

  const app = sandboxApp({
    name: 'sandbox/meta',
    faults: new Faults(),
    // Faults name the API's path without its version: '/{phone_number_id}/messages'.
    faultPath: (path) => path.replace(/^\/v\d+\.\d+(?=\/)/, ''),
    unavailable: (status) =>
      metaError(new MetaError(2, 'Service temporarily unavailable', 'Please retry your request later.'), status),
    error: (err) =>
      err instanceof MetaError
        ? metaError(err)
        : err instanceof ControlError
          ? Response.json({ error: err.message }, { status: 400 })
          : null,
    internalError: () => metaError(new MetaError(1, 'An unknown error occurred', 'Internal error'), 500),
  });
  app.route('/_control', controlRoutes(store, webhooks, options.verifyToken, options.voiceNotes ?? new VoiceNotes()));
  for (const routes of [
    signupRoutes(store, options, options.publicUrl),
    mediaDownloads(store),
    templateRoutes(store, webhooks, approveAfterMs),
    messageRoutes(store, webhooks, approveAfterMs),
    numberRoutes(store, options.publicUrl),
  ]) {
    app.route('/', routes);
  }

  finish(app, (c) => {
    throw new MetaError(
      100,
      `Unknown path components: ${mountedPath(c)}`,
      'The sandbox answers Cloud API paths under /v{N}.',
    );
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
