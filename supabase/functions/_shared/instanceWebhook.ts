// The webhook every WhatsApp instance of the product has, in the shape Evolution v2 takes: the
// product's own endpoint (whatsapp-webhook) with the shared secret in a header, for messages and
// connection/QR events. Set when the instance is created (whatsapp-instance) and set again when the
// assistant is activated (agent-activate): whatsapp-webhook forwards the clients' messages to the
// assistant's workflow, so the gateway never points anywhere else.
import type { WebhookSettings } from './evolution.ts';
import { WEBHOOK_TOKEN_HEADER, webhookUrl } from './whatsappState.ts';

export const WEBHOOK_EVENTS = [
  'QRCODE_UPDATED',
  'CONNECTION_UPDATE',
  'MESSAGES_UPSERT',
  'MESSAGES_UPDATE',
  'SEND_MESSAGE',
];

export function webhookToken(): string {
  const token = Deno.env.get('WHATSAPP_WEBHOOK_TOKEN');
  if (!token) throw new Error('WHATSAPP_WEBHOOK_TOKEN is not set');
  return token;
}

export function instanceWebhook(): WebhookSettings {
  return {
    enabled: true,
    url: webhookUrl(),
    headers: { [WEBHOOK_TOKEN_HEADER]: webhookToken() },
    byEvents: false,
    base64: false,
    events: WEBHOOK_EVENTS,
  };
}
