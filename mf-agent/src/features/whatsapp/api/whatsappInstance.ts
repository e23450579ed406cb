import { callFunction } from 'shared-auth';
import type { WhatsappConnectionStatus, WhatsappInstanceAction, WhatsappInstanceAnswer } from 'shared-domain';

// The function's contract (shared-domain), under the widget's names.

/** The widget's states: the function maps the gateway's own states onto these. */
export type ConnectionStatus = WhatsappConnectionStatus;
export type InstanceAnswer = WhatsappInstanceAnswer;
/** The QR code widget's actions (the Cloud API's have their own calls). */
export type InstanceAction = Exclude<WhatsappInstanceAction, 'cloud_connect' | 'cloud_signup' | 'templates'>;

/** The customer's WhatsApp instance through supabase/functions/whatsapp-instance: the gateway key stays on the server. */
export function callInstance(action: InstanceAction): Promise<InstanceAnswer> {
  return callFunction('whatsapp-instance', { body: { action } });
}
