import { useId } from 'react';
import styled, { css } from 'styled-components';
import { messageTime } from '../../../lib/messageTimes';
import type { ChatMessage, Conversation, MessageAuthor } from '../../../lib/types';
import { DeliveryTick } from './DeliveryTick';
import { MessageMedia } from './media/MessageMedia';

/** Under a failed message when the channel gave no reason. */
export const SEND_FAILED = 'Não foi possível enviar a mensagem.';

/** Who wrote each message, as the thread labels it (the client's messages carry no label). */
export const AUTHOR_LABELS: Record<MessageAuthor, string> = {
  cliente: 'Cliente',
  assistente: 'Assistente',
  voce: 'Você',
  plataforma: 'Mensagem automática',
};

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space[1]};
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

const When = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Failure = styled.p`
  max-width: min(85%, 560px);
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: right;
`;

interface MessageBubbleProps {
  message: ChatMessage;
  /** The conversation the message belongs to: its media is opened through it, its client named. */
  conversation: Pick<Conversation, 'id' | 'nome'>;
}

/**
 * One message: the client's on the left, what the business sent (the assistant, the owner, the
 * platform's reminders) on the right with who sent it; its text, or its voice note, picture or document;
 * its São Paulo time under it, and for what the business sent its delivery tick, and why it failed
 * under the bubble.
 */
export function MessageBubble({ message, conversation }: MessageBubbleProps) {
  const mine = message.autor !== 'cliente';
  const sender = mine ? AUTHOR_LABELS[message.autor] : conversation.nome?.trim() || AUTHOR_LABELS.cliente;
  const failed = mine && message.status === 'falhou';
  const time = messageTime(message.created_at);
  const failureId = useId();
  return (
    <Item $mine={mine}>
      <Bubble
        $author={message.autor}
        aria-label={`${AUTHOR_LABELS[message.autor]}, ${time}`}
        aria-describedby={failed ? failureId : undefined}
        role="group"
      >
        {message.midia_tipo ? (
          <MessageMedia message={message} conversationId={conversation.id} sender={sender} />
        ) : (
          (message.body ?? '')
        )}
        <Meta>
          {mine ? <Author>{AUTHOR_LABELS[message.autor]}</Author> : <span />}
          <When>
            <time dateTime={message.created_at}>{time}</time>
            {mine && <DeliveryTick status={message.status} />}
          </When>
        </Meta>
      </Bubble>
      {failed && <Failure id={failureId}>{message.erro?.trim() || SEND_FAILED}</Failure>}
    </Item>
  );
}
