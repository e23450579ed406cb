import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from 'shared-ui';
import { clientName } from '../../../lib/clientName';
import { STATE_BADGES } from '../../../lib/conversationState';
import { FLOODING_LABEL, isFlooding } from '../../../lib/flooding';
import { listTime } from '../../../lib/messageTimes';
import type { Conversation } from '../../../lib/types';

const Row = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const Name = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

// Time and state keep to the row's right edge, whatever the other rows' widths.
const Time = styled.span`
  justify-self: end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Preview = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const State = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: flex-end;
  justify-self: end;
`;

interface ConversationItemProps {
  conversation: Conversation;
  selected: boolean;
  /** Where choosing it leads (the page keeps the open conversation in its address). */
  href: string;
}

/** One line of the list: who, the last message, when, who answers now, and a number held back. */
export function ConversationItem({ conversation, selected, href }: ConversationItemProps) {
  const badge = STATE_BADGES[conversation.estado];
  return (
    <li>
      <Row to={href} aria-current={selected || undefined}>
        <Name>{clientName(conversation)}</Name>
        <Time>{listTime(conversation.ultima_mensagem_em)}</Time>
        <Preview>{conversation.ultima_mensagem ?? ''}</Preview>
        <State>
          {isFlooding(conversation) && <Badge tone="danger">{FLOODING_LABEL}</Badge>}
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </State>
      </Row>
    </li>
  );
}
