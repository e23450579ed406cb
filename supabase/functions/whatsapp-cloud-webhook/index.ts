// GET|POST /functions/v1/whatsapp-cloud-webhook — Meta's webhook for the businesses on the official
// channel (the Cloud API). No user JWT (verify_jwt = false in supabase/config.toml):
// - GET is Meta's check of the callback URL: hub.challenge back as plain text when hub.verify_token is
//   META_VERIFY_TOKEN, else 403;
// - POST is signed: X-Hub-Signature-256 is the HMAC-SHA256 of the raw body with META_APP_SECRET, checked
//   (in constant time) before the body is even parsed; missing or wrong is 401 and nothing is read.
// Each client's message (normalised: _shared/channel/cloudEvents.ts) goes through the same pipeline as
// the QR code's (_shared/incoming/clientMessage.ts): recorded once per wamid, read, answered or handed
// to the assistant. Each status (sent, delivered, read, failed) moves the business's message forward
// (record_message_status). Template reviews update whatsapp_templates. Meta retries what is not
// answered 2xx, so a failure to record is 500 and a delivery applied twice leaves the same record.
import { verifiedBody, verifyChallenge } from './signature.ts';
import { applyCloudDelivery } from './deliveries.ts';

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'GET') return verifyChallenge(new URL(req.url));
  if (req.method !== 'POST') return text('Método não permitido.', 405);
  const body = await verifiedBody(req);
  if (body === null) return text('Assinatura inválida.', 401);
  if (body === undefined) return text('JSON inválido.', 400);
  try {
    return Response.json({ received: true, outcome: await applyCloudDelivery(body) });
  } catch (err) {
    // Not recorded: a non-2xx makes Meta deliver it again.
    console.error('[whatsapp-cloud-webhook]', err);
    return text('Não foi possível registrar o evento.', 500);
  }
});
