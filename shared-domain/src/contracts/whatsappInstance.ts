// supabase/functions/whatsapp-instance: the assistant setup's WhatsApp widget, on the caller's own
// instance at the gateway. With the service role key, only the operator's {action: 'sync_webhooks'}.
import * as v from 'valibot';
import { fieldMessages, type FunctionContract } from './contract.ts';

export const WHATSAPP_INSTANCE_ACTIONS = ['create', 'qrcode', 'reconnect', 'status', 'delete'] as const;
export type WhatsappInstanceAction = (typeof WHATSAPP_INSTANCE_ACTIONS)[number];

/** The operator's catch-up of the instances' webhook secrets (service role key only). */
export const SYNC_WEBHOOKS = 'sync_webhooks';

export const WHATSAPP_INSTANCE_MESSAGES = Object.freeze({
  action: 'Ação desconhecida.',
  after: 'Requisição inválida.',
});

const m = WHATSAPP_INSTANCE_MESSAGES;

export const whatsappInstanceContract = {
  request: v.object(
    {
      action: v.picklist([...WHATSAPP_INSTANCE_ACTIONS, SYNC_WEBHOOKS], m.action),
      // sync_webhooks: continue after this instance name.
      after: v.optional(v.string(m.after)),
    },
    fieldMessages(m, m.action),
  ),
  refusals: {
    $body: { code: 'invalid_action' },
    action: { code: 'invalid_action' },
    after: { code: 'invalid_request' },
  },
} satisfies FunctionContract;

/** What the browser sends (sync_webhooks is the operator's). */
export interface WhatsappInstanceRequest {
  action: WhatsappInstanceAction;
}

/** The widget's states: the function maps the gateway's own states onto these. */
export type WhatsappConnectionStatus = 'connected' | 'connecting' | 'disconnected';

export interface WhatsappInstanceAnswer {
  status: WhatsappConnectionStatus;
  instanceId?: string;
  number?: string | null;
  /** base64 is a data:image/png URL; null while the gateway has no QR yet. */
  qrcode?: { code: string | null; base64: string } | null;
}
