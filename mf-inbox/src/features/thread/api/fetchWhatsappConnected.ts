import { getRest } from 'shared-auth';

/** The gateway's states of a connected instance, as the agent's setup reads them. */
const CONNECTED = new Set(['connected', 'open']);

/** Whether the owner's WhatsApp instance is connected: sending needs it (no instance: not). */
export async function fetchWhatsappConnected(userId: string): Promise<boolean> {
  const { data, error } = await getRest()
    .from('whatsapp_instances')
    .select('status')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return Boolean(data && CONNECTED.has(data.status));
}
