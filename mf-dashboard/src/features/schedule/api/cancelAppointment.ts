import { getRest } from 'shared-auth';
import type { Appointment } from '../types';
import { APPOINTMENT_SELECT, asAppointment } from './columns';

/** Sets status cancelado on one appointment; returns the row as saved. */
export async function cancelAppointment(id: string): Promise<Appointment> {
  const { data, error } = await getRest()
    .from('g_agenda')
    .update({ status: 'cancelado' })
    .eq('id', id)
    .select(APPOINTMENT_SELECT)
    .single();
  if (error) throw new Error(error.message);
  return asAppointment(data);
}
