import type { AgendaFilters, Appointment, WriteOutcome } from '../types';
import type { NewAppointmentFields } from '../utils/appointmentForm';
import type { Team } from '../utils/team';
import { CancelDialog } from './CancelDialog';
import { CreateAppointmentDialog } from './CreateAppointmentDialog';
import { FiltersDialog } from './FiltersDialog';
import { RescheduleDialog } from './RescheduleDialog';

/** The one dialog open on the agenda, if any. */
export type AgendaDialog =
  | { kind: 'create' }
  | { kind: 'filters' }
  | { kind: 'reschedule'; row: Appointment }
  | { kind: 'cancel'; row: Appointment }
  | null;

export interface AgendaDialogsProps {
  open: AgendaDialog;
  onClose: () => void;
  /** The chosen day: a new appointment starts on it and the period picker opens on its month. */
  day: string;
  today: string;
  filters: AgendaFilters;
  onApplyFilters: (filters: AgendaFilters) => void;
  /** Each resolves true (or 'saved') when it worked, and the dialog then closes. */
  onCreate: (fields: NewAppointmentFields) => Promise<WriteOutcome>;
  /** A create is on its way: the dialog's buttons wait. */
  creating: boolean;
  onReschedule: (row: Appointment, data: string, hour: string, professional?: string) => Promise<WriteOutcome>;
  /** A reschedule is on its way. */
  rescheduling: boolean;
  onCancel: (row: Appointment) => Promise<boolean>;
  /** Who works in the business: with more than one, the create and reschedule dialogs ask who. */
  team: Team;
}

/** Novo Agendamento, Filtros, Reagendar and Confirmar Cancelamento; at most one is open. */
export function AgendaDialogs({
  open,
  onClose,
  day,
  today,
  filters,
  onApplyFilters,
  onCreate,
  creating,
  onReschedule,
  rescheduling,
  onCancel,
  team,
}: AgendaDialogsProps) {
  return (
    <>
      <CreateAppointmentDialog
        open={open?.kind === 'create'}
        initialDate={day}
        onClose={onClose}
        onCreate={onCreate}
        busy={creating}
        team={team}
        preferredProfessional={filters.profissional}
      />
      <FiltersDialog
        open={open?.kind === 'filters'}
        filters={filters}
        initialMonth={day}
        today={today}
        onClose={onClose}
        onApply={onApplyFilters}
        team={team}
      />
      <RescheduleDialog
        row={open?.kind === 'reschedule' ? open.row : null}
        today={today}
        onClose={onClose}
        onConfirm={onReschedule}
        busy={rescheduling}
        team={team}
        preferredProfessional={filters.profissional}
      />
      <CancelDialog row={open?.kind === 'cancel' ? open.row : null} onClose={onClose} onConfirm={onCancel} />
    </>
  );
}
