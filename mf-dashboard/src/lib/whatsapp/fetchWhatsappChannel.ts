import { getRest } from 'shared-auth';
import type { WhatsappChannel } from 'shared-domain';

/**
 * The channel of the owner's WhatsApp: the QR code (Evolution) or Meta's Cloud API, as the column's
 * CHECK holds it; null before a WhatsApp is set up in the assistant's setup.
 */
export async function fetchWhatsappChannel(userId: string): Promise<WhatsappChannel | null> {
  const { data, error } = await getRest()
    .from('whatsapp_instances')
    .select('channel')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data ? (data.channel as WhatsappChannel) : null;
}
