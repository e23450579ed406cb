import { memo } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Input, SegmentedControl } from 'shared-ui/widgets';
import type { AgendaView } from '../types';

const VIEW_OPTIONS = [
  { value: 'dia', label: 'Dia' },
  { value: 'semana', label: 'Semana' },
  { value: 'mes', label: 'Mês' },
] as const;

const PREVIOUS: Record<AgendaView, string> = { dia: 'Dia anterior', semana: 'Semana anterior', mes: 'Mês anterior' };
const NEXT: Record<AgendaView, string> = { dia: 'Próximo dia', semana: 'Próxima semana', mes: 'Próximo mês' };

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Nav = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Search = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;

export interface CalendarControlsProps {
  view: AgendaView;
  onViewChange: (view: AgendaView) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** Dia / Semana / Mês, previous / Hoje / next, and the search box. */
export const CalendarControls = memo(function CalendarControls({
  view,
  onViewChange,
  onStep,
  onToday,
  search,
  onSearchChange,
}: CalendarControlsProps) {
  return (
    <Bar>
      <SegmentedControl label="Visualização" hideLabel options={VIEW_OPTIONS} value={view} onChange={onViewChange} />
      <Nav>
        <Button
          variant="secondary"
          size="sm"
          aria-label={PREVIOUS[view]}
          title={PREVIOUS[view]}
          onClick={() => onStep(-1)}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onToday}>
          Hoje
        </Button>
        <Button variant="secondary" size="sm" aria-label={NEXT[view]} title={NEXT[view]} onClick={() => onStep(1)}>
          <span aria-hidden="true">›</span>
        </Button>
      </Nav>
      <Search role="search">
        <Input
          label="Buscar agendamentos"
          hideLabel
          type="search"
          placeholder="Buscar por nome ou serviço..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </Search>
    </Bar>
  );
});
