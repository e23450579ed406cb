import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchWhatsappChannel } from './fetchWhatsappChannel';

/**
 * The owner's WhatsApp channel, read by the home and the agenda's reminder card (one key for both);
 * not read while nobody is signed in.
 */
export const whatsappChannelQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['whatsapp', userId, 'channel'] as const,
    queryFn: userId ? () => fetchWhatsappChannel(userId) : skipToken,
    // A failed read shows nothing of the channel: the pages work the same either way.
    meta: { errorLabel: '[dashboard] whatsapp channel' },
  });

export const useWhatsappChannel = (userId: string | null) => useQuery(whatsappChannelQueryOptions(userId));
