// POST /{v}/{phone_number_id}/messages: text (only inside the 24-hour window the client's last message
// opened: else 131047), an approved template with its body's parameter count (else 132001 / 132000),
// and marking a client's message read. Each message sent is logged and followed by its sent,
// delivered and read statuses on the webhook.
import crypto from 'node:crypto';
import { Hono } from 'hono';
import { numberFor } from './access.ts';
import { invalidParameter, MetaError, obj, readBody, str, V, type Body } from './errors.ts';
import type { MetaStore, PhoneNumber } from './store.ts';
import { bodyPlaceholders, templateStatus } from './templates.ts';
import type { MetaWebhooks } from './webhooks.ts';

const WINDOW_MS = 24 * 60 * 60 * 1000;

export const wamid = () => `wamid.${crypto.randomBytes(30).toString('base64')}`;

function insideWindow(store: MetaStore, number: PhoneNumber, client: string): boolean {
  const last = store.received.findLast((m) => m.phone_number_id === number.phone_number_id && m.from === client);
  return Boolean(last && Date.now() - Date.parse(last.at) < WINDOW_MS);
}

function checkText(store: MetaStore, number: PhoneNumber, to: string, body: Body): void {
  const text = str(obj(body.text)?.body);
  if (!text || text.length > 4096) throw invalidParameter('text.body is required (up to 4096 characters)');
  if (!insideWindow(store, number, to)) {
    throw new MetaError(
      131047,
      'Re-engagement message',
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    );
  }
}

/** The template's category when it can be sent with these parameters. */
function checkTemplate(store: MetaStore, number: PhoneNumber, body: Body, approveAfterMs: number): string {
  const template = obj(body.template);
  const name = str(template?.name);
  const language = str(obj(template?.language)?.code);
  if (!name || !language) throw invalidParameter('template.name and template.language.code are required');
  const found = store.templates.find((t) => t.waba_id === number.waba_id && t.name === name && t.language === language);
  if (!found || templateStatus(found, approveAfterMs) !== 'APPROVED') {
    throw new MetaError(
      132001,
      '(#132001) Template name does not exist in the translation',
      `template name (${name}) does not exist in ${language}`,
    );
  }
  const components = Array.isArray(template?.components) ? template.components.map(obj) : [];
  const given = components
    .filter((c) => str(c?.type).toLowerCase() === 'body')
    .reduce((sum, c) => sum + (Array.isArray(c?.parameters) ? c.parameters.length : 0), 0);
  const expected = bodyPlaceholders(found);
  if (given !== expected) {
    throw new MetaError(
      132000,
      '(#132000) Number of parameters does not match the expected number of params',
      `body: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
    );
  }
  return found.category.toLowerCase();
}

/** What the client's phone reports after a message: sent, delivered, then read. */
function reportStatuses(webhooks: MetaWebhooks, number: PhoneNumber, id: string, to: string, category: string) {
  const pricing = {
    billable: category !== 'service',
    pricing_model: 'PMP',
    category,
    type: category === 'service' ? 'free_customer_service' : 'regular',
  };
  for (const status of ['sent', 'delivered', 'read']) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    void webhooks.send(number, status, id, {
      statuses: [{ id, status, timestamp, recipient_id: to, ...(status === 'read' ? {} : { pricing }) }],
    });
  }
}

export function messageRoutes(store: MetaStore, webhooks: MetaWebhooks, approveAfterMs: number): Hono {
  const routes = new Hono({ strict: false });

  routes.post(`${V}/:phone/messages`, async (c) => {
    const number = numberFor(store, c.req.raw, c.req.param('phone'));
    const body = await readBody(c.req.raw);
    if (body.messaging_product !== 'whatsapp') throw invalidParameter('messaging_product must be "whatsapp"');

    if (body.status === 'read') {
      const read = store.received.find((m) => m.id === body.message_id && m.phone_number_id === number.phone_number_id);
      if (!read) throw invalidParameter(`message_id ${str(body.message_id) || '(none)'} is not a received message`);
      read.read = true;
      store.save();
      return c.json({ success: true });
    }

    const to = str(body.to).replace(/\D/g, '');
    if (to.length < 8 || to.length > 15) throw invalidParameter('to must be a phone number with country code');
    const type = str(body.type) || 'text';
    let category = 'service';
    if (type === 'text') checkText(store, number, to, body);
    else if (type === 'template') category = checkTemplate(store, number, body, approveAfterMs);
    else throw invalidParameter(`type "${type}" is not supported by this sandbox (text or template)`);

    const id = wamid();
    store.logSent({
      ...body,
      id,
      phone_number_id: number.phone_number_id,
      to: str(body.to),
      type,
      at: new Date().toISOString(),
    });
    reportStatuses(webhooks, number, id, to, category);
    return c.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: str(body.to), wa_id: to }],
      messages: [{ id, ...(type === 'template' ? { message_status: 'accepted' } : {}) }],
    });
  });
  return routes;
}
