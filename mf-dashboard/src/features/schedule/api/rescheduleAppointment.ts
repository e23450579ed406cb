import { getRest } from 'shared-auth';
import type { Appointment } from '../types';
import { appointmentWriteError } from './appointmentWriteError';
import { APPOINTMENT_SELECT, asAppointment } from './columns';

/**
 * Moves an appointment: new data, inicio and fim, status reagendado. The database marks
 * foi_reagendado and writes the history entry. A time that overlaps another active appointment
 * rejects with a SlotTakenError.
 */
export async function rescheduleAppointment(
  id: string,
  times: { data: string; inicio: string; fim: string },
): Promise<Appointment> {
  const { data, error } = await getRest()
    .from('g_agenda')
    .update({ ...times, status: 'reagendado' })
    .eq('id', id)
    .select(APPOINTMENT_SELECT)
    .single();
  if (error) throw appointmentWriteError(error);
  return asAppointment(data);
}
