import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { Dialog, DialogActions, Select } from 'shared-ui/widgets';
import { APPOINTMENT_STATUS_LABELS, BOOKED_STATUSES } from '../../../components/appointmentStatus';
import type { AgendaFilters } from '../types';
import type { Team } from '../utils/team';
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
  /** Who works in the business: with more than one, 'Profissional' is offered. */
  team: Team;
}

const ALL_PROFESSIONALS = 'todos';

function FiltersForm({ filters, initialMonth, today, onClose, onApply, team }: Omit<FiltersDialogProps, 'open'>) {
  const [draft, setDraft] = useState<AgendaFilters>(filters);
  return (
    <Body>
      {team.isTeam && (
        <Select
          label="Profissional"
          options={[
            { value: ALL_PROFESSIONALS, label: 'Todos os profissionais' },
            ...team.all.map((p) => ({ value: p.id, label: p.ativo ? p.nome : `${p.nome} (inativo)` })),
          ]}
          value={draft.profissional ?? ALL_PROFESSIONALS}
          onChange={(event) => {
            const { value } = event.target;
            setDraft(({ profissional: _old, ...d }) =>
              value === ALL_PROFESSIONALS ? d : { ...d, profissional: value },
            );
          }}
        />
      )}
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

/**
 * 'Filtros Avançados': Profissional (with a team), Status, Período (two months), Local; 'Aplicar
 * Filtros' really filters.
 */
export function FiltersDialog({ open, ...rest }: FiltersDialogProps) {
  return (
    <Dialog open={open} onClose={rest.onClose} title="Filtros Avançados" maxWidth={720}>
      <FiltersForm {...rest} />
    </Dialog>
  );
}
