// The webhook every WhatsApp instance of the product has, in the shape Evolution v2 takes: the
// product's own endpoint (whatsapp-webhook) with the instance's own secret in a header, for messages
// and connection/QR events. Set when the instance is created (whatsapp-instance), set again when the
// assistant is activated (agent-activate) and whenever the gateway has not been given the row's
// current secret yet (instances from before per-instance secrets): whatsapp-webhook forwards the
// clients' messages to the assistant's workflow, so the gateway never points anywhere else.
import { evolution, type WebhookSettings } from './evolution.ts';
import { newToolSecret } from './toolSecret.ts';
import { markWebhookSynced, WEBHOOK_TOKEN_HEADER, webhookUrl, type InstanceRow } from './whatsappState.ts';

export const WEBHOOK_EVENTS = [
  'QRCODE_UPDATED',
  'CONNECTION_UPDATE',
  'MESSAGES_UPSERT',
  'MESSAGES_UPDATE',
  'SEND_MESSAGE',
];

/** A new instance's webhook secret: 32 random bytes, hex (made as the assistant's tool secret is). */
export const newWebhookSecret = (): string => newToolSecret();

/** The webhook settings of an instance whose secret is `secret`. */
export function instanceWebhook(secret: string): WebhookSettings {
  return {
    enabled: true,
    url: webhookUrl(),
    headers: { [WEBHOOK_TOKEN_HEADER]: secret },
    byEvents: false,
    // A client's voice note or picture comes with its bytes, so no second call fetches them.
    base64: true,
    events: WEBHOOK_EVENTS,
  };
}

/**
 * Gives the gateway the row's webhook (with its secret) and records it, with the instance's key when
 * the row had none. Throws the gateway's error (EvolutionError): each caller decides whether a
 * failure ends its request.
 */
export async function syncInstanceWebhook(row: InstanceRow): Promise<void> {
  const webhook = instanceWebhook(row.webhook_secret);
  await evolution.setWebhook(row.instance_name, webhook);
  let apiKey: string | null = null;
  if (!row.api_key) {
    const [found] = await evolution.fetchInstances({ instanceName: row.instance_name });
    apiKey = found?.token ?? null;
  }
  await markWebhookSynced(row, webhook.url, apiKey);
}

/** The sync for rows that still need it; a failure is logged and left for the next time. */
export async function syncIfNeeded(row: InstanceRow | null, who: string): Promise<void> {
  if (!row || row.webhook_synced_at) return;
  try {
    await syncInstanceWebhook(row);
  } catch (err) {
    console.warn(`[${who}] webhook of ${row.instance_name} not set:`, (err as Error).message);
  }
}
