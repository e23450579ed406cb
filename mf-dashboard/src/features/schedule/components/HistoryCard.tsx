import { memo } from 'react';
import styled from 'styled-components';
import { StackedList } from './viewStyles';
import { Button, Card, Spinner } from 'shared-ui';
import type { AgendaHistoryRow } from 'shared-domain';
import type { ReadState } from '../../../lib/readState';
import { formatTimestampBR } from '../utils/timestamps';

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The latest changes to the agenda, as the database recorded them (read-only). */
export const HistoryCard = memo(function HistoryCard({
  state,
  onRetry,
}: {
  state: ReadState<AgendaHistoryRow[]>;
  onRetry: () => void;
}) {
  // While a reload runs the entries already read stay on screen.
  const entries = state.data;
  return (
    <Card as="section" title="Histórico" description="Últimas alterações na agenda">
      {state.status === 'loading' && !entries && <Spinner label="Carregando..." showLabel size="sm" />}
      {state.status === 'error' && (
        <>
          <Muted role="alert">Não foi possível carregar o histórico.</Muted>
          <div>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Tentar novamente
            </Button>
          </div>
        </>
      )}
      {entries?.length === 0 && <Muted>Nenhuma alteração registrada.</Muted>}
      {entries && entries.length > 0 && (
        <StackedList as="ol">
          {entries.map((entry) => (
            <Entry key={entry.id}>
              <strong>{entry.acao}</strong>
              {entry.detalhes && <span>{entry.detalhes}</span>}
              <time dateTime={entry.data}>{`${formatTimestampBR(entry.data)} · ${entry.usuario}`}</time>
            </Entry>
          ))}
        </StackedList>
      )}
    </Card>
  );
});
