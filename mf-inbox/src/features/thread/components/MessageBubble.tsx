import styled, { css } from 'styled-components';
import { messageTime } from '../../../lib/messageTimes';
import type { ChatMessage, MessageAuthor } from '../../../lib/types';

/** Who wrote each message, as the thread labels it (the client's messages carry no label). */
export const AUTHOR_LABELS: Record<MessageAuthor, string> = {
  cliente: 'Cliente',
  assistente: 'Assistente',
  voce: 'Você',
  plataforma: 'Mensagem automática',
};

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $author: MessageAuthor }>`
  max-width: min(85%, 560px);
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ theme, $author }) => {
    switch ($author) {
      case 'cliente':
        return css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
        `;
      case 'voce':
        return css`
          background: ${theme.colors.primarySubtle};
        `;
      case 'assistente':
        return css`
          background: ${theme.colors.successSubtle};
        `;
      default:
        return css`
          background: ${theme.colors.gray[100]};
        `;
    }
  }}
`;

const Meta = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Author = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * One message: the client's on the left, what the business sent (the assistant, the owner, the
 * platform's reminders) on the right with who sent it; its São Paulo time under it.
 */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.autor !== 'cliente';
  const time = messageTime(message.created_at);
  return (
    <Item $mine={mine}>
      <Bubble $author={message.autor} aria-label={`${AUTHOR_LABELS[message.autor]}, ${time}`} role="group">
        {message.body ?? ''}
        <Meta>
          {mine ? <Author>{AUTHOR_LABELS[message.autor]}</Author> : <span />}
          <time dateTime={message.created_at}>{message.status === 'enviando' ? `${time} · enviando` : time}</time>
        </Meta>
      </Bubble>
    </Item>
  );
}
