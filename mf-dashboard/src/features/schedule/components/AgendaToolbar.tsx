import styled from 'styled-components';
import { Button } from 'shared-ui';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const FilterCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface AgendaToolbarProps {
  selectedCount: number;
  /** A bulk action is running: both bulk buttons wait. */
  bulkBusy: boolean;
  onConfirmSelected: () => void;
  onRemindSelected: () => void;
  /** Rows the export would write. */
  listedCount: number;
  onExport: () => void;
  activeFilters: number;
  onOpenFilters: () => void;
}

/** Above the calendar: the bulk actions on the selection, the CSV export and the filters button. */
export function AgendaToolbar({
  selectedCount,
  bulkBusy,
  onConfirmSelected,
  onRemindSelected,
  listedCount,
  onExport,
  activeFilters,
  onOpenFilters,
}: AgendaToolbarProps) {
  // Both bulk buttons wait for a selection, and for each other.
  const bulk = { size: 'sm', disabled: selectedCount === 0 || bulkBusy, 'aria-busy': bulkBusy || undefined } as const;
  return (
    <Toolbar>
      <Group role="group" aria-label="Ações em lote">
        <Button variant="primary" {...bulk} onClick={onConfirmSelected}>
          Confirmar Selecionados
        </Button>
        <Button variant="secondary" {...bulk} onClick={onRemindSelected}>
          Enviar Lembretes
        </Button>
        <Button variant="secondary" size="sm" disabled={listedCount === 0} onClick={onExport}>
          Exportar
        </Button>
      </Group>
      <Button variant="secondary" size="sm" onClick={onOpenFilters}>
        Filtros
        {activeFilters > 0 && <FilterCount aria-hidden="true">{activeFilters}</FilterCount>}
      </Button>
    </Toolbar>
  );
}
