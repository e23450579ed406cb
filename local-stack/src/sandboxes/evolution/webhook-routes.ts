// Webhook settings of an instance: POST /webhook/set/{instance} with Evolution v2's nested body, and
// GET /webhook/find/{instance}; the record as Evolution keeps and answers it.
import crypto from 'node:crypto';
import { Hono } from 'hono';
import { EvoError, instanceOf, obj, readBody, type Body } from './errors.ts';
import type { EvolutionStore, Instance, InstanceWebhook } from './store.ts';

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
export function webhookFrom(input: unknown): InstanceWebhook | null {
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

export function webhookRoutes(store: EvolutionStore): Hono {
  return new Hono({ strict: false })
    .post('/set/:instance', async (c) => {
      const instance = instanceOf(store, c.req.param('instance'));
      const next = webhookFrom(checkWebhookBody(await readBody(c.req.raw)))!;
      // One record per instance: a new setting keeps its id.
      instance.webhook = { ...next, id: instance.webhook?.id ?? next.id };
      return c.json(webhookRecord(instance), 201);
    })
    .get('/find/:instance', (c) => c.json(webhookRecord(instanceOf(store, c.req.param('instance')))));
}
