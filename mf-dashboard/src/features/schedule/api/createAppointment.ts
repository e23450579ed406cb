import { getRest } from 'shared-auth';
import type { Appointment } from '../types';
import type { NewAppointmentFields } from '../utils/appointmentForm';
import { appointmentWriteError } from './appointmentWriteError';
import { APPOINTMENT_SELECT, asAppointment } from './columns';

/**
 * Insert into g_agenda with the form's fields (with `id_profissional` when the business has a team;
 * without it the database books the owner's titular professional), the owner code and status
 * agendado. A time that overlaps another active appointment of that professional rejects with a
 * SlotTakenError.
 */
export async function createAppointment(idDono: string, fields: NewAppointmentFields): Promise<Appointment> {
  const { data, error } = await getRest()
    .from('g_agenda')
    .insert({ ...fields, id_dono: idDono, status: 'agendado' })
    .select(APPOINTMENT_SELECT)
    .single();
  if (error) throw appointmentWriteError(error);
  return asAppointment(data);
}
