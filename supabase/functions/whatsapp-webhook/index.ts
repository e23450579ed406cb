// POST /functions/v1/whatsapp-webhook — the WhatsApp gateway's (Evolution v2) events for the
// instances the whatsapp-instance function created: connection and QR changes update
// whatsapp_instances (status, number) and agent_configs.whatsapp of the instance's owner; a client's
// '1' / '2' to a reminder confirms or cancels the appointment, and their other messages are forwarded
// to the owner's assistant (its workflow's webhook, once per message id; one n8n does not take is kept
// and offered again by assistant-forward, so the gateway still gets 200). No user
// JWT (verify_jwt = false in supabase/config.toml): each instance's own secret, in the header set on
// its webhook, and its own key in the body are the authentication (auth.ts); anything else is 401 and
// nothing is applied. Deliveries may repeat: applying one twice leaves the same record. Any 2xx counts
// as delivered, so ignored events get 200 too.
import { json } from '../_shared/http.ts';
import { authenticInstance } from './auth.ts';
import { applyDelivery, isDelivery } from './events.ts';

const fail = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Método não permitido.');
  const raw = await req.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return fail(400, 'invalid_json', 'JSON inválido.');
  }
  if (!isDelivery(body)) return fail(400, 'invalid_event', 'Não é um evento do gateway do WhatsApp.');
  try {
    const row = await authenticInstance(req, body);
    if (!row) return fail(401, 'unauthorized', 'Credenciais do webhook inválidas.');
    return json({ received: true, outcome: await applyDelivery(body, row) });
  } catch (err) {
    // Not recorded: a non-2xx makes the gateway deliver it again.
    console.error('[whatsapp-webhook]', err);
    return fail(500, 'internal_error', 'Não foi possível registrar o evento.');
  }
});
