// After Embedded Signup: the app subscribes to the WABA's webhooks, registers the number for Cloud
// API with a PIN, and reads the number's profile.
//   POST|DELETE /{v}/{waba_id}/subscribed_apps, POST /{v}/{phone_number_id}/register {messaging_product, pin}
//   GET  /{v}/{id}   a phone number (display_phone_number, verified_name…) or a media id (media.ts)
import { Hono } from 'hono';
import { numberFor, wabaFor } from './access.ts';
import { invalidParameter, readBody, V } from './errors.ts';
import { mediaObject } from './media.ts';
import type { MetaStore, PhoneNumber } from './store.ts';

/** '+55 11 98765-4321' from '5511987654321', as Meta shows a Brazilian number. */
function formatted(digits: string): string {
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return br ? `+55 ${br[1]} ${br[2]}-${br[3]}` : `+${digits}`;
}

const profile = (n: PhoneNumber) => ({
  verified_name: n.verified_name,
  code_verification_status: 'VERIFIED',
  display_phone_number: formatted(n.display_phone_number),
  quality_rating: 'GREEN',
  platform_type: n.registered ? 'CLOUD_API' : 'NOT_APPLICABLE',
  id: n.phone_number_id,
});

export function numberRoutes(store: MetaStore, publicUrl: string): Hono {
  const routes = new Hono({ strict: false });

  routes.post(`${V}/:waba/subscribed_apps`, (c) => {
    const waba = c.req.param('waba');
    wabaFor(store, c.req.raw, waba);
    for (const n of store.numbers) if (n.waba_id === waba) n.subscribed = true;
    store.save();
    return c.json({ success: true });
  });

  routes.delete(`${V}/:waba/subscribed_apps`, (c) => {
    const waba = c.req.param('waba');
    wabaFor(store, c.req.raw, waba);
    for (const n of store.numbers) if (n.waba_id === waba) n.subscribed = false;
    store.save();
    return c.json({ success: true });
  });

  routes.post(`${V}/:phone/register`, async (c) => {
    const number = numberFor(store, c.req.raw, c.req.param('phone'));
    const body = await readBody(c.req.raw);
    if (body.messaging_product !== 'whatsapp') throw invalidParameter('messaging_product must be "whatsapp"');
    if (typeof body.pin !== 'string' || !/^\d{6}$/.test(body.pin)) {
      throw invalidParameter('pin must be a 6-digit string');
    }
    number.registered = true;
    store.save();
    return c.json({ success: true });
  });

  routes.get(`${V}/:id`, (c) => {
    const id = c.req.param('id');
    const media = mediaObject(store, c.req.raw, id, publicUrl);
    if (media) return c.json(media);
    return c.json(profile(numberFor(store, c.req.raw, id)));
  });
  return routes;
}
