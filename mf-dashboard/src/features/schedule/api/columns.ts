import { AGENDA_HISTORY_COLUMNS, APPOINTMENT_COLUMNS, type ColumnList, type Tables } from 'shared-domain';
import type { Appointment } from '../types';

// The lists joined here, typed as their literal text so the typed client types each result (the join
// stays in the remote: shared-domain's runtime is the shell's copy, which may predate a new helper).

/** The team's columns of g_agenda: who it is booked with and the service booked (its codigo). */
const TEAM_COLUMNS = ['id_profissional', 'servico'] as const;

/**
 * g_agenda's columns by name (never '*'), as every agenda call selects them: shared-domain's list and
 * the team's (added here, as the shell's copy of shared-domain may predate them).
 */
export const APPOINTMENT_SELECT = [...APPOINTMENT_COLUMNS, ...TEAM_COLUMNS].join(',') as ColumnList<
  readonly [...typeof APPOINTMENT_COLUMNS, ...typeof TEAM_COLUMNS]
>;

/** g_agenda_historico's columns by name. */
export const AGENDA_HISTORY_SELECT = AGENDA_HISTORY_COLUMNS.join(',') as ColumnList<typeof AGENDA_HISTORY_COLUMNS>;

/**
 * The typed client gives g_agenda rows with status and local as plain text; the table's CHECKs hold
 * them to the lists Appointment narrows them to, so this is the agenda's one cast. Taking the full
 * generated row also makes a column missing from APPOINTMENT_COLUMNS a compile error at each call.
 */
export function asAppointment(row: Tables<'g_agenda'>): Appointment {
  return row as Appointment;
}
