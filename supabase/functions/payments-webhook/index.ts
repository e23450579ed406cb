// POST /functions/v1/payments-webhook — Asaas's payment and subscription events: the shared secret
// arrives in the `asaas-access-token` header, events come at least once and only a 200 counts as
// delivered. Keeps the charges and the subscription's state as the provider reports them.
// No user JWT here (verify_jwt = false in supabase/config.toml): the secret is the authentication.
import { json } from '../_shared/http.ts';
import { sameSecret } from '../_shared/secret.ts';
import { recordEvent, type AsaasEvent, type Outcome } from './record.ts';

function isEvent(body: unknown): body is AsaasEvent {
  const e = body as Partial<AsaasEvent> | null;
  return typeof e?.id === 'string' && e.id.length > 0 && typeof e.event === 'string';
}

const STATUS: Record<Outcome, number> = {
  applied: 200,
  duplicate: 200,
  ignored: 200,
  // The checkout has not recorded this payment yet: answer non-200 so Asaas delivers it again.
  not_ready: 409,
};

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method !== 'POST') return json({ error: 'method not allowed' }, 405);
  const secret = Deno.env.get('ASAAS_WEBHOOK_TOKEN');
  if (!secret) {
    console.error('[payments-webhook] ASAAS_WEBHOOK_TOKEN is not set: refusing every event');
    return json({ error: 'webhook not configured' }, 500);
  }
  if (!sameSecret(req.headers.get('asaas-access-token') ?? '', secret)) {
    return json({ error: 'invalid access token' }, 401);
  }
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return json({ error: 'invalid JSON' }, 400);
  }
  if (!isEvent(body)) return json({ error: 'not an Asaas event' }, 400);
  try {
    const outcome = await recordEvent(body);
    return json({ received: true, outcome }, STATUS[outcome]);
  } catch (err) {
    console.error('[payments-webhook]', err);
    return json({ error: 'could not record the event' }, 500);
  }
});
