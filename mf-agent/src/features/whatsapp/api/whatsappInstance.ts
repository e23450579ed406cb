import { callFunction } from 'shared-auth';
import type {
  CloudSignupAnswer,
  WhatsappConnectionStatus,
  WhatsappInstanceAction,
  WhatsappInstanceAnswer,
} from 'shared-domain';

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

/** What Meta's Embedded Signup hands back, and cloud_connect exchanges for the number. */
export interface CloudSignupResult {
  code: string;
  waba_id: string;
  phone_number_id: string;
}

/**
 * cloud_signup: the address of Meta's Embedded Signup dialog (locally, the stack's sandbox page).
 * Only an http(s) address is taken: it is loaded into a popup that is still our own blank page, where
 * a javascript: address would run as the site.
 */
export async function cloudSignupUrl(): Promise<URL> {
  const answer: Partial<CloudSignupAnswer> | null = await callFunction('whatsapp-instance', {
    body: { action: 'cloud_signup' },
  });
  const url = parsedUrl(answer?.url);
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') throw new Error('cloud_signup: endereço inválido');
  return url;
}

function parsedUrl(text: unknown): URL | null {
  try {
    return typeof text === 'string' ? new URL(text) : null;
  } catch {
    return null;
  }
}

/** cloud_connect: the signup's code exchanged at Meta and its number registered; the connection it made. */
export function cloudConnect(result: CloudSignupResult): Promise<InstanceAnswer> {
  return callFunction('whatsapp-instance', { body: { action: 'cloud_connect', ...result } });
}
