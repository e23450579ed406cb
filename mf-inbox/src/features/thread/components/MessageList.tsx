import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { dayLabel } from '../../../lib/messageTimes';
import type { ChatMessage, Conversation } from '../../../lib/types';
import { groupByDay } from '../utils/groupByDay';
import { MessageBubble } from './MessageBubble';

const Scroller = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-height: min(60vh, 640px);
  overflow-y: auto;

  /* Beside the list, the transcript takes what the header and the message box leave. */
  ${({ theme }) => theme.media.lg} {
    flex: 1 1 0;
    min-height: 160px;
    max-height: none;
  }

  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const DaySection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Day = styled.h4`
  align-self: center;
  margin: 0;
  padding: 2px ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Messages = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** The transcript by São Paulo day, kept scrolled to the newest message as messages arrive. */
export function MessageList({
  messages,
  conversation,
}: {
  messages: readonly ChatMessage[];
  conversation: Pick<Conversation, 'id' | 'nome'>;
}) {
  const days = useMemo(() => groupByDay(messages), [messages]);
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages[messages.length - 1]?.id;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);

  return (
    // A focusable region: a keyboard reaches the transcript and scrolls it.
    <Scroller ref={scroller} role="log" aria-label="Mensagens" tabIndex={0}>
      {days.length === 0 && <Empty>Nenhuma mensagem nesta conversa.</Empty>}
      {days.map(({ day, messages: ofDay }) => (
        <DaySection key={day} aria-label={dayLabel(day)}>
          <Day>{dayLabel(day)}</Day>
          <Messages>
            {ofDay.map((message) => (
              <MessageBubble key={message.id} message={message} conversation={conversation} />
            ))}
          </Messages>
        </DaySection>
      ))}
    </Scroller>
  );
}
