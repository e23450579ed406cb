import type { BadgeTone } from 'shared-ui';
import type { AppointmentStatus } from 'shared-domain';

/** The statuses of a real appointment: 'disponivel' is a free slot, never shown as an appointment. */
export type BookedStatus = Exclude<AppointmentStatus, 'disponivel'>;

export const BOOKED_STATUSES: readonly BookedStatus[] = ['agendado', 'confirmado', 'reagendado', 'cancelado'];

/** pt-BR labels. */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  agendado: 'Agendado',
  confirmado: 'Confirmado',
  reagendado: 'Reagendado',
  cancelado: 'Cancelado',
  disponivel: 'Disponível',
};

/** Badge colours: confirmado green, reagendado yellow, cancelado red, agendado blue. */
export const APPOINTMENT_STATUS_TONES: Readonly<Record<AppointmentStatus, BadgeTone>> = {
  agendado: 'info',
  confirmado: 'success',
  reagendado: 'warning',
  cancelado: 'danger',
  disponivel: 'neutral',
};

/** Label and tone of a status; an unknown value is shown as it came, in a neutral badge. */
export function appointmentStatusDisplay(status: string): { label: string; tone: BadgeTone } {
  if (Object.hasOwn(APPOINTMENT_STATUS_LABELS, status)) {
    const known = status as AppointmentStatus;
    return { label: APPOINTMENT_STATUS_LABELS[known], tone: APPOINTMENT_STATUS_TONES[known] };
  }
  return { label: status, tone: 'neutral' };
}
