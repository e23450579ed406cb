import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Dialog, DialogActions, Select } from 'shared-ui/widgets';
import { APPOINTMENT_STATUS_LABELS, BOOKED_STATUSES } from '../../../components/appointmentStatus';
import type { AgendaFilters } from '../types';
import { RangePicker } from './RangePicker';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const STATUS_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  ...BOOKED_STATUSES.map((status) => ({ value: status, label: APPOINTMENT_STATUS_LABELS[status] })),
];

const LOCAL_OPTIONS = [
  { value: 'todos', label: 'Todos' },
  { value: 'Presencial', label: 'Presencial' },
  { value: 'Online', label: 'Online' },
];

export interface FiltersDialogProps {
  open: boolean;
  filters: AgendaFilters;
  /** The month the period picker opens on when no period is set. */
  initialMonth: string;
  today: string;
  onClose: () => void;
  onApply: (filters: AgendaFilters) => void;
}

function FiltersForm({ filters, initialMonth, today, onClose, onApply }: Omit<FiltersDialogProps, 'open'>) {
  const [draft, setDraft] = useState<AgendaFilters>(filters);
  return (
    <Body>
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={draft.status}
        onChange={(event) => setDraft((d) => ({ ...d, status: event.target.value as AgendaFilters['status'] }))}
      />
      <RangePicker
        value={draft.periodo}
        onChange={(periodo) => setDraft((d) => ({ ...d, periodo }))}
        initialMonth={initialMonth}
        today={today}
      />
      <Select
        label="Local"
        options={LOCAL_OPTIONS}
        value={draft.local}
        onChange={(event) => setDraft((d) => ({ ...d, local: event.target.value as AgendaFilters['local'] }))}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          Aplicar Filtros
        </Button>
      </DialogActions>
    </Body>
  );
}

/** 'Filtros Avançados': Status, Período (two months), Local; 'Aplicar Filtros' really filters. */
export function FiltersDialog({ open, ...rest }: FiltersDialogProps) {
  return (
    <Dialog open={open} onClose={rest.onClose} title="Filtros Avançados" maxWidth={720}>
      <FiltersForm {...rest} />
    </Dialog>
  );
}
