// What the instance is created with, in the shape Evolution v2 takes: a QR at once,
// the Baileys integration, and the webhook to the product's own endpoint with the shared secret in a
// header, for messages and connection/QR events. The original's reconnectTimeout, qrMaxRetries, webhook
// queue and maxRetries are not per-instance fields in v2 (its create body has no `settings` object):
// they are the gateway server's configuration (QRCODE_LIMIT, WEBHOOK_RETRY_MAX_ATTEMPTS…).
import type { CreateInstanceInput } from '../_shared/evolution.ts';
import { WEBHOOK_TOKEN_HEADER, webhookUrl } from '../_shared/whatsappState.ts';

export const WEBHOOK_EVENTS = ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT', 'MESSAGES_UPDATE'];

export function webhookToken(): string {
  const token = Deno.env.get('WHATSAPP_WEBHOOK_TOKEN');
  if (!token) throw new Error('WHATSAPP_WEBHOOK_TOKEN is not set');
  return token;
}

export function createSettings(instanceName: string): CreateInstanceInput {
  return {
    instanceName,
    qrcode: true,
    integration: 'WHATSAPP-BAILEYS',
    webhook: {
      enabled: true,
      url: webhookUrl(),
      headers: { [WEBHOOK_TOKEN_HEADER]: webhookToken() },
      byEvents: false,
      base64: false,
      events: WEBHOOK_EVENTS,
    },
  };
}
