import { callFunction } from 'shared-auth';

/** The widget's states: the function maps the gateway's own states onto these. */
export type ConnectionStatus = 'connected' | 'connecting' | 'disconnected';

export interface InstanceAnswer {
  status: ConnectionStatus;
  instanceId?: string;
  number?: string | null;
  /** base64 is a data:image/png URL; null while the gateway has no QR yet. */
  qrcode?: { code: string | null; base64: string } | null;
}

export type InstanceAction = 'create' | 'qrcode' | 'reconnect' | 'status' | 'delete';

/** The customer's WhatsApp instance through supabase/functions/whatsapp-instance: the gateway key stays on the server. */
export function callInstance(action: InstanceAction): Promise<InstanceAnswer> {
  return callFunction<InstanceAnswer>('whatsapp-instance', { body: { action } });
}
