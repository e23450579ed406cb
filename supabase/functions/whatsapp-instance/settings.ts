// What the instance is created with, in the shape Evolution v2 takes: a QR at once, the Baileys
// integration, and the product's webhook (_shared/instanceWebhook.ts). The original's
// reconnectTimeout, qrMaxRetries, webhook queue and maxRetries are not per-instance fields in v2 (its
// create body has no `settings` object): they are the gateway server's configuration
// (QRCODE_LIMIT, WEBHOOK_RETRY_MAX_ATTEMPTS…).
import type { CreateInstanceInput } from '../_shared/evolution.ts';
import { instanceWebhook } from '../_shared/instanceWebhook.ts';

/** `webhookSecret`: the instance's own secret, in its webhook's header. */
export function createSettings(instanceName: string, webhookSecret: string): CreateInstanceInput {
  return {
    instanceName,
    qrcode: true,
    integration: 'WHATSAPP-BAILEYS',
    webhook: instanceWebhook(webhookSecret),
  };
}
