import { useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from 'shared-ui';
import { EmptyState, ErrorState, Input, SegmentedControl } from 'shared-ui/widgets';
import { useConversations } from './api/conversationsQuery';
import { ConversationItem } from './components/ConversationItem';
import { useDebouncedValue } from './hooks/useDebouncedValue';

/** The search is asked once the typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

type Show = 'todas' | 'aguardando';
const SHOW_OPTIONS = [
  { value: 'todas', label: 'Todas' },
  { value: 'aguardando', label: 'Aguardando você' },
] as const;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    flex: 1;
    min-height: 0;
  }
`;

// 'Aguardando você' on one line even in the narrow column beside the thread.
const ShowFilter = styled.div`
  button {
    padding: 0 ${({ theme }) => theme.space[2]};
    white-space: nowrap;
  }
`;

// Beside the thread the list scrolls inside its column (the page does on a phone). The padding keeps
// a row's focus ring inside the scrolled box.
const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.lg} {
    flex: 1;
    min-height: 0;
    margin: -4px;
    padding: 4px;
    overflow-y: auto;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface ConversationListProps {
  userId: string;
  /** The conversation open in the thread, marked current. */
  selectedId: string | null;
  /** The address that opens a conversation. */
  hrefOf: (id: string) => string;
}

/** The owner's conversations, newest first: 'Todas' or 'Aguardando você', searched by name or number. */
export function ConversationList({ userId, selectedId, hrefOf }: ConversationListProps) {
  const [show, setShow] = useState<Show>('todas');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const query = useConversations(userId, { waiting: show === 'aguardando', search });
  const conversations = query.data?.pages.flat() ?? [];
  const filtered = show === 'aguardando' || search !== '';

  let body;
  if (query.isPending) {
    body = <Spinner label="Carregando conversas..." showLabel />;
  } else if (query.isError && !query.data) {
    body = (
      <ErrorState
        title="Não foi possível carregar as conversas"
        titleAs="h3"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (conversations.length === 0) {
    body = filtered ? (
      <EmptyState
        title="Nenhuma conversa encontrada"
        description="Mude a busca ou o filtro para ver outras conversas."
        titleAs="h3"
      />
    ) : (
      <EmptyState
        title="Nenhuma conversa ainda"
        description="As conversas do seu assistente com os clientes no WhatsApp aparecem aqui."
        titleAs="h3"
      />
    );
  } else {
    body = (
      <>
        <List aria-label="Conversas">
          {conversations.map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              href={hrefOf(conversation.id)}
            />
          ))}
        </List>
        {query.hasNextPage && (
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            busyLabel="Carregando..."
            onClick={() => void query.fetchNextPage()}
          >
            Carregar mais
          </Button>
        )}
      </>
    );
  }

  return (
    <Root aria-label="Lista de conversas">
      <ShowFilter>
        <SegmentedControl label="Mostrar" hideLabel options={SHOW_OPTIONS} value={show} onChange={setShow} fullWidth />
      </ShowFilter>
      <Input
        type="search"
        label="Buscar por nome ou número"
        hideLabel
        placeholder="Buscar por nome ou número"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Results>{body}</Results>
    </Root>
  );
}
