// A local stand-in for Resend's e-mail API, mounted by the gateway at /sandbox/resend: POST /emails
// (Bearer key, Idempotency-Key honoured for 24 hours) and GET /emails/{id}. Each accepted e-mail lands
// in the stack's mailbox, one message per recipient. Under /_control, the sandbox's own test controls
// (not Resend's): the accepted e-mails and faults.
import crypto from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bearerToken, mountedPath, readJsonObject } from '../../http.ts';
import type { Mailer } from '../../mail-types.ts';
import { sameSecret } from '../../../../supabase/functions/_shared/secret.ts';
import { finish, proxyErrorPage, sandboxApp } from '../app.ts';
import { Faults } from '../faults.ts';
import { acceptEmail, mailboxMessages } from './email.ts';
import { resendError, ResendError } from './errors.ts';
import { ResendStore } from './store.ts';

export interface ResendSandboxOptions {
  /** The API key the sandbox accepts (`Authorization: Bearer …`). */
  apiKey: string;
  /** Where accepted e-mails are delivered (the stack's mailbox). */
  mailer: Mailer;
  /** JSON file keeping accepted e-mails and idempotency keys between runs (null: memory only). */
  dataFile?: string | null;
  /** How long an Idempotency-Key is remembered (Resend: 24 hours). */
  idempotencyTtlMs?: number;
}

export interface ResendSandbox {
  /** Its routes, relative to the mount point (/emails, /_control/…). */
  app: Hono;
  handle(req: Request): Promise<Response>;
  close(): void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 256;

/** The body as canonical JSON (keys sorted), so the same request written another way is the same. */
function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${fingerprint(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function createResendSandbox(options: ResendSandboxOptions): ResendSandbox {
  const store = new ResendStore(options.dataFile ?? null, options.idempotencyTtlMs ?? DAY_MS);
  /** Keys whose first request is still being delivered. */
  const inFlight = new Set<string>();

  const app = sandboxApp({
    name: 'sandbox/resend',
    faults: new Faults(),
    unavailable: (status) => proxyErrorPage(status, status === 504 ? 'Gateway Timeout' : 'Service Unavailable'),
    error: (err) => (err instanceof ResendError ? err.toResponse() : null),
    internalError: () => resendError(500, 'application_error', 'An unexpected error occurred.'),
  });

  app.get('/_control/emails', (c) => c.json([...store.emails].reverse()));

  // Every API route needs the key: none is 401, a wrong one 403 (Resend's missing_api_key / invalid_api_key).
  app.use('*', async (c, next) => {
    if (mountedPath(c).startsWith('/_control/')) return next();
    const key = bearerToken(c.req.raw);
    if (!key) throw new ResendError(401, 'missing_api_key', 'Missing API key in the authorization header');
    if (!sameSecret(key, options.apiKey)) throw new ResendError(403, 'invalid_api_key', 'API key is invalid');
    await next();
  });

  /** A refusal is an answer too: it comes after a fault's delay, like an acceptance. */
  const answer = (run: (c: Context) => Promise<unknown> | unknown) => async (c: Context) => {
    try {
      return Response.json(await run(c));
    } catch (err) {
      if (!(err instanceof ResendError)) throw err;
      return err.toResponse();
    }
  };

  app.post(
    '/emails',
    answer(async (c) => {
      const key = c.req.header('idempotency-key');
      if (key !== undefined && (key.length < 1 || key.length > MAX_KEY_LENGTH)) {
        throw new ResendError(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
      }
      const body = await readJsonObject(
        c.req.raw,
        () => new ResendError(400, 'validation_error', 'The request body must be a JSON object.'),
      );
      if (key !== undefined) {
        if (inFlight.has(key)) {
          throw new ResendError(
            409,
            'concurrent_idempotent_requests',
            'Same idempotency key used while original request is still in progress.',
          );
        }
        const earlier = store.answerFor(key);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint(body)) {
            throw new ResendError(
              409,
              'invalid_idempotent_request',
              'Same idempotency key used with a different request payload.',
            );
          }
          // The first answer again; nothing is sent.
          return { id: earlier.emailId };
        }
      }
      const email = acceptEmail(body, crypto.randomUUID());
      if (key !== undefined) inFlight.add(key);
      try {
        for (const message of mailboxMessages(email)) await options.mailer.send(message);
        store.add(email);
        if (key !== undefined)
          store.keys.set(key, { key, fingerprint: fingerprint(body), emailId: email.id, at: Date.now() });
        store.save();
      } finally {
        if (key !== undefined) inFlight.delete(key);
      }
      return { id: email.id };
    }),
  );

  app.get(
    '/emails/:id',
    answer((c) => {
      const email = store.find(c.req.param('id') as string);
      if (!email) throw new ResendError(404, 'not_found', 'Email not found');
      return email;
    }),
  );

  finish(app, () => resendError(404, 'not_found', 'The requested endpoint does not exist.'));
  return {
    app,
    handle: async (req) => app.fetch(req),
    close: () => store.flush(),
  };
}
