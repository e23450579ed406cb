// POST /functions/v1/whatsapp-webhook — the WhatsApp gateway's (Evolution v2) events for the
// instances the whatsapp-instance function created: connection and QR changes update
// whatsapp_instances (status, number) and agent_configs.whatsapp of the instance's owner; a client's
// '1' / '2' to a reminder confirms or cancels the appointment, and their other messages are forwarded
// to the owner's assistant (its workflow's webhook, once per message id; one n8n does not take is kept
// and offered again by assistant-forward, so the gateway still gets 200). No user
// JWT (verify_jwt = false in supabase/config.toml): the shared secret header set on each instance's
// webhook (WHATSAPP_WEBHOOK_TOKEN) is the authentication. Deliveries may repeat: applying one twice
// leaves the same record. Any 2xx counts as delivered, so ignored events get 200 too.
import { json } from '../_shared/http.ts';
import { sameSecret } from '../_shared/secret.ts';
import { WEBHOOK_TOKEN_HEADER } from '../_shared/whatsappState.ts';
import { applyDelivery, isDelivery } from './events.ts';

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method !== 'POST') return json({ error: 'method not allowed' }, 405);
  const secret = Deno.env.get('WHATSAPP_WEBHOOK_TOKEN');
  if (!secret) {
    console.error('[whatsapp-webhook] WHATSAPP_WEBHOOK_TOKEN is not set: refusing every event');
    return json({ error: 'webhook not configured' }, 500);
  }
  if (!sameSecret(req.headers.get(WEBHOOK_TOKEN_HEADER) ?? '', secret)) {
    return json({ error: 'invalid webhook token' }, 401);
  }
  const raw = await req.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json({ error: 'invalid JSON' }, 400);
  }
  if (!isDelivery(body)) return json({ error: 'not an Evolution event' }, 400);
  try {
    return json({ received: true, outcome: await applyDelivery(body, raw) });
  } catch (err) {
    // Not recorded: a non-2xx makes the gateway deliver it again.
    console.error('[whatsapp-webhook]', err);
    return json({ error: 'could not record the event' }, 500);
  }
});
