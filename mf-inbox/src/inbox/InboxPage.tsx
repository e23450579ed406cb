import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAuthStore } from 'shared-auth';
import { Card } from 'shared-ui';
import { ErrorState, PageHeader, PageStack } from 'shared-ui/widgets';
import { AssistantPauseBanner } from '../features/assistant-pause/components/AssistantPauseBanner';
import { ConversationList } from '../features/conversation-list/ConversationList';
import { ConversationThread } from '../features/thread/ConversationThread';
import { INBOX_HEAD } from './pageHead';
import { CONVERSATION_PARAM, conversationHref, selectedConversation } from './selectedConversation';
import { TOP_VARIABLE, useFillViewport } from './useFillViewport';

// Phones and narrow windows: the list, or the open conversation in its place ('Voltar' returns), in
// the page's flow. Wide screens: both side by side, filling the window below the heading (never less
// than MIN_HEIGHT), each scrolling inside, so the message box is always in view.
const MIN_HEIGHT = '520px';

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => css`
    ${theme.media.lg} {
      grid-template-columns: minmax(300px, 380px) minmax(0, 1fr);
      align-items: stretch;
      height: max(${MIN_HEIGHT}, calc(100dvh - var(${TOP_VARIABLE}, 160px) - ${theme.space[6]}));
    }
  `}
`;

const paneStyles = css<{ $hiddenOnPhone: boolean }>`
  min-width: 0;
  ${({ theme, $hiddenOnPhone }) =>
    $hiddenOnPhone &&
    `
    @media (max-width: ${theme.breakpoints.lg - 0.02}px) {
      display: none;
    }
  `}

  ${({ theme }) => theme.media.lg} {
    display: flex;
    flex-direction: column;
    min-height: 0;
    overflow: hidden;
  }
`;

const ListPane = styled(Card)<{ $hiddenOnPhone: boolean }>`
  ${paneStyles}
`;

const ThreadPane = styled(Card)<{ $hiddenOnPhone: boolean }>`
  ${paneStyles}
`;

const Placeholder = styled.p`
  margin: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** 'Conversas': the owner's WhatsApp conversations and the one open, `?c=<id>`. */
export function InboxPage() {
  const userId = useAuthStore((s) => s.user?.id);
  return (
    <PageStack>
      <PageHeader title={INBOX_HEAD.title} subtitle={INBOX_HEAD.subtitle} />
      {userId ? (
        <>
          <AssistantPauseBanner userId={userId} />
          <Inbox userId={userId} />
        </>
      ) : (
        <Card>
          <ErrorState title="Você precisa estar autenticado." titleAs="h2" />
        </Card>
      )}
    </PageStack>
  );
}

function Inbox({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const selected = selectedConversation(params);
  const split = useRef<HTMLDivElement>(null);
  useFillViewport(split);
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(CONVERSATION_PARAM);
        return next;
      }),
    [setParams],
  );

  return (
    <Split ref={split}>
      <ListPane $hiddenOnPhone={selected !== null}>
        <ConversationList userId={userId} selectedId={selected} hrefOf={conversationHref} />
      </ListPane>
      <ThreadPane $hiddenOnPhone={selected === null}>
        {selected ? (
          <ConversationThread key={selected} userId={userId} conversationId={selected} onBack={close} />
        ) : (
          <Placeholder>Escolha uma conversa para ver as mensagens.</Placeholder>
        )}
      </ThreadPane>
    </Split>
  );
}
