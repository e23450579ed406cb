import { useCallback, useState } from 'react';
import { insideWindow, type WhatsappChannel } from 'shared-domain';
import type { Conversation } from '../../../lib/types';

/**
 * Whether free text may go to the client now: on the Cloud API only within 24 hours of the client's
 * last message (`cliente_escreveu_em`); on the QR code channel, always. The function has the last
 * word: once it refused a text as outside the window (`refused()`), the thread says so until the
 * client writes again, whatever this page's clock or channel read said.
 */
export function useSendWindow(
  conversation: Pick<Conversation, 'cliente_escreveu_em'>,
  channel: WhatsappChannel | null | undefined,
) {
  const lastWrote = conversation.cliente_escreveu_em;
  // The client's last message the refusal was checked against: a new one opens the window again.
  const [refusedAt, setRefusedAt] = useState<{ lastWrote: string | null } | null>(null);
  const outside =
    (channel === 'cloud' && !insideWindow(lastWrote)) || (refusedAt !== null && refusedAt.lastWrote === lastWrote);
  const refused = useCallback(() => setRefusedAt({ lastWrote }), [lastWrote]);
  return { outside, refused };
}
