import { getRest } from 'shared-auth';
import type { WhatsappChannel } from 'shared-domain';

/** The gateway's states of a connected instance, as the agent's setup reads them. */
const CONNECTED = new Set(['connected', 'open']);

/** The owner's WhatsApp as the thread needs it: whether it can send, and on which channel. */
export interface WhatsappConnection {
  /** Sending needs it (no instance: not connected). */
  connected: boolean;
  /** QR code (Evolution) or Meta's Cloud API (the column's CHECK holds it to these); null with no instance. */
  channel: WhatsappChannel | null;
}

/** The owner's WhatsApp instance: connected or not, and its channel. */
export async function fetchWhatsappConnection(userId: string): Promise<WhatsappConnection> {
  const { data, error } = await getRest()
    .from('whatsapp_instances')
    .select('status,channel')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return { connected: false, channel: null };
  return { connected: CONNECTED.has(data.status), channel: data.channel as WhatsappChannel };
}
