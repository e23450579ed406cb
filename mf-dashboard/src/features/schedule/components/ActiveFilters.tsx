import { memo } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import type { AgendaFilters } from '../types';
import { activeFilterLabels, type FilterKey } from '../utils/agendaFilters';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px 2px 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryText};

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface ActiveFiltersProps {
  filters: AgendaFilters;
  onClear: (key: FilterKey) => void;
  onClearAll: () => void;
  /** The team's names by id, for the professional's chip. */
  nameOf?: (id: string) => string | null;
}

/** The filters in force, each removable, and one button to remove them all. Nothing when none is set. */
export const ActiveFilters = memo(function ActiveFilters({ filters, onClear, onClearAll, nameOf }: ActiveFiltersProps) {
  const active = activeFilterLabels(filters, nameOf);
  if (active.length === 0) return null;
  return (
    <Row role="group" aria-label="Filtros ativos">
      {active.map(({ key, label }) => (
        <Chip key={key}>
          {label}
          <button type="button" aria-label={`Remover ${label}`} onClick={() => onClear(key)}>
            <span aria-hidden="true">×</span>
          </button>
        </Chip>
      ))}
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        Limpar tudo
      </Button>
    </Row>
  );
});
