// supabase/functions/whatsapp-instance: the assistant setup's WhatsApp widget, on the caller's own
// instance at the gateway. With the service role key, only the operator's {action: 'sync_webhooks'}.
import * as v from 'valibot';
import type { TemplateKind, TemplateStatus, WhatsappChannel } from '../whatsapp/cloud.ts';
import { fieldMessages, type FunctionContract } from './contract.ts';

/**
 * create / qrcode / reconnect: the QR code (Evolution). cloud_signup: the URL of Meta's Embedded
 * Signup for a popup; cloud_connect: its result ({code, waba_id, phone_number_id}) exchanged and
 * the number registered. templates: the Cloud API templates and their review, read again from Meta.
 * status and delete: either channel.
 */
export const WHATSAPP_INSTANCE_ACTIONS = [
  'create',
  'qrcode',
  'reconnect',
  'status',
  'delete',
  'cloud_signup',
  'cloud_connect',
  'templates',
] as const;
export type WhatsappInstanceAction = (typeof WHATSAPP_INSTANCE_ACTIONS)[number];

/** The operator's catch-up of the instances' webhook secrets (service role key only). */
export const SYNC_WEBHOOKS = 'sync_webhooks';

export const WHATSAPP_INSTANCE_MESSAGES = Object.freeze({
  action: 'Ação desconhecida.',
  after: 'Requisição inválida.',
  signup: 'O cadastro na Meta não foi concluído. Tente novamente.',
});

const m = WHATSAPP_INSTANCE_MESSAGES;

export const whatsappInstanceContract = {
  request: v.object(
    {
      action: v.picklist([...WHATSAPP_INSTANCE_ACTIONS, SYNC_WEBHOOKS], m.action),
      // sync_webhooks: continue after this instance name.
      after: v.optional(v.string(m.after)),
      // cloud_connect: what Embedded Signup returned (checked by the action: all three required).
      code: v.optional(v.pipe(v.string(m.signup), v.maxLength(2048, m.signup))),
      waba_id: v.optional(v.pipe(v.string(m.signup), v.regex(/^\d{1,32}$/, m.signup))),
      phone_number_id: v.optional(v.pipe(v.string(m.signup), v.regex(/^\d{1,32}$/, m.signup))),
    },
    fieldMessages(m, m.action),
  ),
  refusals: {
    $body: { code: 'invalid_action' },
    action: { code: 'invalid_action' },
    after: { code: 'invalid_request' },
    code: { code: 'invalid_signup' },
    waba_id: { code: 'invalid_signup' },
    phone_number_id: { code: 'invalid_signup' },
  },
} satisfies FunctionContract;

/** What the browser sends (sync_webhooks is the operator's). */
export type WhatsappInstanceRequest =
  | { action: Exclude<WhatsappInstanceAction, 'cloud_connect'> }
  | { action: 'cloud_connect'; code: string; waba_id: string; phone_number_id: string };

/** The widget's states: the function maps the gateway's own states onto these. */
export type WhatsappConnectionStatus = 'connected' | 'connecting' | 'disconnected';

export interface WhatsappInstanceAnswer {
  status: WhatsappConnectionStatus;
  /** The channel of the connection (absent: none yet). */
  channel?: WhatsappChannel;
  /** The Cloud API number's display name (its verified name at Meta). */
  displayName?: string | null;
  instanceId?: string;
  number?: string | null;
  /** base64 is a data:image/png URL; null while the gateway has no QR yet. */
  qrcode?: { code: string | null; base64: string } | null;
}

/** cloud_signup: Meta's Embedded Signup dialog, to open in a popup (its messages come from its origin). */
export interface CloudSignupAnswer {
  url: string;
}

export interface WhatsappTemplate {
  tipo: TemplateKind;
  /** The template's name at Meta. */
  nome: string;
  status: TemplateStatus;
  /** Meta's reason, when rejected. */
  motivo: string | null;
}

/** templates: empty for the QR code channel. */
export interface WhatsappTemplatesAnswer {
  templates: WhatsappTemplate[];
}
