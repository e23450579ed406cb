import { useId, useState } from 'react';
import styled from 'styled-components';
import { StackedList } from './viewStyles';
import { Button, Spinner } from 'shared-ui';
import { Checkbox, EmptyState, ErrorState } from 'shared-ui/widgets';
import type { ReadState } from '../../../lib/readState';
import type { Appointment } from '../types';
import { AppointmentCard } from './AppointmentCard';

/** Cards drawn at a time: 'Mostrar mais' adds as many, so the page stays light with thousands of rows. */
export const LIST_PAGE_SIZE = 20;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AppointmentListProps {
  /** 'Março de 2026', 'Semana de …', the day…: what the list covers. */
  caption: string;
  status: ReadState<unknown>['status'];
  rows: readonly Appointment[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  onToggleMany: (ids: readonly string[], selected: boolean) => void;
  onReschedule: (row: Appointment) => void;
  onCancel: (row: Appointment) => void;
  onRetry: () => void;
  /** A search or a filter is narrowing the list (the empty text then says so). */
  narrowed: boolean;
  /** The professional's name of a row, when the business has a team (else the cards name nobody). */
  professionalOf?: (row: Appointment) => string | null;
}

/** The appointment cards of what the views show, drawn 20 at a time, with 'Selecionar todos'. */
export function AppointmentList({
  caption,
  status,
  rows,
  selected,
  onToggle,
  onToggleMany,
  onReschedule,
  onCancel,
  onRetry,
  narrowed,
  professionalOf,
}: AppointmentListProps) {
  const titleId = useId();
  const [limit, setLimit] = useState(LIST_PAGE_SIZE);
  const shown = rows.length > limit ? rows.slice(0, limit) : rows;
  const shownIds = shown.filter((r) => r.status !== 'cancelado').map((r) => r.id);
  const selectedShown = shownIds.filter((id) => selected.has(id)).length;
  const allShown = shownIds.length > 0 && selectedShown === shownIds.length;
  const selectedCount = rows.reduce((n, r) => (selected.has(r.id) ? n + 1 : n), 0);

  let content;
  if (status === 'error') {
    content = (
      <ErrorState
        title="Não foi possível carregar os agendamentos"
        description="Verifique sua conexão e tente novamente."
        titleAs="p"
        onRetry={onRetry}
      />
    );
  } else if (status === 'loading' && rows.length === 0) {
    content = <Spinner label="Carregando..." showLabel />;
  } else if (rows.length === 0) {
    content = (
      <EmptyState
        title="Nenhum agendamento encontrado"
        titleAs="p"
        description={narrowed ? 'Tente outra busca ou remova os filtros.' : undefined}
      />
    );
  } else {
    content = (
      <>
        <Checkbox
          label="Selecionar todos"
          checked={allShown}
          ref={(el) => {
            if (el) el.indeterminate = selectedShown > 0 && !allShown;
          }}
          onChange={(event) => onToggleMany(shownIds, event.target.checked)}
        />
        <StackedList>
          {shown.map((row) => (
            <li key={row.id}>
              <AppointmentCard
                row={row}
                selected={selected.has(row.id)}
                onToggle={onToggle}
                onReschedule={onReschedule}
                onCancel={onCancel}
                professional={professionalOf?.(row)}
              />
            </li>
          ))}
        </StackedList>
        <Footer>
          <span role="status">{`Mostrando ${shown.length} de ${rows.length}`}</span>
          {rows.length > shown.length && (
            <Button variant="secondary" onClick={() => setLimit((n) => n + LIST_PAGE_SIZE)}>
              Mostrar mais
            </Button>
          )}
        </Footer>
      </>
    );
  }

  return (
    <Root aria-labelledby={titleId} aria-busy={status === 'loading' || undefined}>
      <Header>
        <div>
          <h2 id={titleId}>Agendamentos</h2>
          <p>{caption}</p>
        </div>
        {selectedCount > 0 && (
          <p role="status">{`${selectedCount} ${selectedCount === 1 ? 'selecionado' : 'selecionados'}`}</p>
        )}
      </Header>
      {content}
    </Root>
  );
}
