import { getRest } from 'shared-auth';
import type { Appointment } from '../types';
import { appointmentWriteError } from './appointmentWriteError';
import { APPOINTMENT_SELECT, asAppointment } from './columns';

/** Where and with whom an appointment moves; `id_profissional` only when the business has a team. */
export interface RescheduleChanges {
  data: string;
  inicio: string;
  fim: string;
  id_profissional?: string;
}

/**
 * Moves an appointment: new data, inicio and fim (and professional, when given), status reagendado.
 * The database marks foi_reagendado and writes the history entry. A time that overlaps another active
 * appointment of that professional rejects with a SlotTakenError.
 */
export async function rescheduleAppointment(id: string, changes: RescheduleChanges): Promise<Appointment> {
  const { data, error } = await getRest()
    .from('g_agenda')
    .update({ ...changes, status: 'reagendado' })
    .eq('id', id)
    .select(APPOINTMENT_SELECT)
    .single();
  if (error) throw appointmentWriteError(error);
  return asAppointment(data);
}
