// Message templates of a WABA: POST /{v}/{waba_id}/message_templates {name, language, category,
// components} → {id, status: 'PENDING', category}; GET lists them (?name= filters). Meta's review is a
// clock here: approved `approveAfterMs` after creation, unless the name contains 'reprovar' (rejected),
// and its end is delivered as a message_template_status_update webhook.
import { Hono } from 'hono';
import { wabaFor } from './access.ts';
import { invalidParameter, obj, readBody, str, V } from './errors.ts';
import { graphId, type MetaStore, type Template, type TemplateStatus } from './store.ts';
import type { MetaWebhooks } from './webhooks.ts';

const CATEGORIES = ['UTILITY', 'MARKETING', 'AUTHENTICATION'];

export function templateStatus(t: Template, approveAfterMs: number): TemplateStatus {
  if (Date.now() - Date.parse(t.created_at) < approveAfterMs) return 'PENDING';
  return t.name.includes('reprovar') ? 'REJECTED' : 'APPROVED';
}

/** How many {{n}} placeholders the template's BODY has (each number counted once). */
export function bodyPlaceholders(t: Template): number {
  const body = t.components.map(obj).find((c) => str(c?.type).toUpperCase() === 'BODY');
  return new Set(
    str(body?.text)
      .match(/\{\{\s*\d+\s*\}\}/g)
      ?.map((p) => p.replace(/\D/g, '')),
  ).size;
}

function validated(waba_id: string, body: Record<string, unknown>): Template {
  const name = str(body.name);
  if (!/^[a-z0-9_]{1,512}$/.test(name)) {
    throw invalidParameter('name must be lower-case letters, digits and underscores', 2388042);
  }
  const language = str(body.language);
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language)) throw invalidParameter('language must be a code such as pt_BR');
  const category = str(body.category).toUpperCase();
  if (!CATEGORIES.includes(category)) throw invalidParameter(`category must be one of ${CATEGORIES.join(', ')}`);
  const components = Array.isArray(body.components) ? body.components : [];
  const hasBody = components.some((c) => str(obj(c)?.type).toUpperCase() === 'BODY' && str(obj(c)?.text));
  if (!hasBody) throw invalidParameter('components must include a BODY with text');
  return { id: graphId(), waba_id, name, language, category, components, created_at: new Date().toISOString() };
}

export function templateRoutes(store: MetaStore, webhooks: MetaWebhooks, approveAfterMs: number): Hono {
  const routes = new Hono({ strict: false });

  routes.post(`${V}/:waba/message_templates`, async (c) => {
    const waba = c.req.param('waba');
    wabaFor(store, c.req.raw, waba);
    const template = validated(waba, await readBody(c.req.raw));
    const taken = store.templates.some(
      (t) => t.waba_id === waba && t.name === template.name && t.language === template.language,
    );
    if (taken) {
      throw invalidParameter(`Message template "${template.name}" already exists in ${template.language}`, 2388024);
    }
    store.templates.push(template);
    store.save();
    // Meta tells the app when the review ends, as it does for a real WABA subscribed to the field.
    webhooks.review(waba, approveAfterMs, () => {
      const status = templateStatus(template, approveAfterMs);
      return {
        event: status,
        message_template_id: Number(template.id),
        message_template_name: template.name,
        message_template_language: template.language,
        reason: status === 'REJECTED' ? 'INVALID_FORMAT' : 'NONE',
      };
    });
    return c.json({ id: template.id, status: 'PENDING', category: template.category });
  });

  routes.get(`${V}/:waba/message_templates`, (c) => {
    const waba = c.req.param('waba');
    wabaFor(store, c.req.raw, waba);
    const name = c.req.query('name');
    const data = store.templates
      .filter((t) => t.waba_id === waba && (!name || t.name.includes(name)))
      .map((t) => ({
        name: t.name,
        language: t.language,
        status: templateStatus(t, approveAfterMs),
        rejected_reason: templateStatus(t, approveAfterMs) === 'REJECTED' ? 'INVALID_FORMAT' : 'NONE',
        category: t.category,
        id: t.id,
        components: t.components,
      }));
    return c.json({ data, paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } } });
  });
  return routes;
}
