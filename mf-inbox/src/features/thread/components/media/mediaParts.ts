import styled from 'styled-components';
import type { ChatMessage } from '../../../../lib/types';

/** What every media bubble gets: the message, its conversation (the function's `conversa`) and who sent it. */
export interface MediaProps {
  message: ChatMessage;
  conversationId: string;
  /** The client's WhatsApp name, else 'Cliente'; the business's author's label. */
  sender: string;
}

/** A bubble's media and the text under it; `$width` holds the width steady while it loads. */
export const MediaBlock = styled.div<{ $width?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $width }) => $width ?? 'auto'};
  max-width: 100%;
`;

/** A picture's or a document's caption. */
export const Caption = styled.p`
  margin: 0;
`;

/** Why there is nothing to open: deleted after the retention period, never kept. */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-style: italic;
`;
