import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useReadState, type ReadState } from '../../../lib/readState';
import { useWhatsappChannel } from '../../../lib/whatsapp/whatsappChannelQuery';
import type { WhatsappTemplate } from 'shared-domain';
import { fetchWhatsappTemplates } from './fetchWhatsappTemplates';
import { scheduleKeys } from './queryKeys';

/** The owner's Cloud API templates and their review; read only on that channel. */
export const whatsappTemplatesQueryOptions = (idDono: string, cloud: boolean) =>
  queryOptions({
    queryKey: scheduleKeys.whatsappTemplates(idDono),
    queryFn: cloud ? fetchWhatsappTemplates : skipToken,
    meta: { errorLabel: '[agenda] whatsapp templates' },
  });

/**
 * The reminder card's 'Modelos do WhatsApp': null (no section) unless the owner's WhatsApp is on the
 * Cloud API; then the templates, asked of Meta again each time the agenda opens.
 */
export function useWhatsappTemplates(
  idDono: string,
  userId: string | null,
): { state: ReadState<WhatsappTemplate[]> | null; reload: () => void } {
  const cloud = useWhatsappChannel(userId).data === 'cloud';
  const query = useQuery(whatsappTemplatesQueryOptions(idDono, cloud));
  const state = useReadState(query);
  const { refetch } = query;
  return { state: cloud ? state : null, reload: useCallback(() => void refetch(), [refetch]) };
}
